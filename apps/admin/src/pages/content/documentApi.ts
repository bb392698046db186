import { admin, type Schemas } from '../../lib/api';

export type AdminDocument = Schemas['AdminDocument'];
export type DocumentSummary = Schemas['AdminDocumentSummary'];
export type DocumentBody = Schemas['AdminDocumentRequest'];
export type MaterialPreviewState = Schemas['MaterialPreviewState'];

/** A part of a saved document's drawer that changes it, handing on the document the server answers. */
export interface SavedDocumentProps {
  document: AdminDocument;
  onChanged: (next: AdminDocument) => void;
}

export interface DocumentQuery {
  page: number;
  title?: string;
  oneClassId?: number;
  state?: Schemas['AdminDocumentState'];
}

export const listDocuments = (query: DocumentQuery, signal?: AbortSignal) =>
  admin.call(
    admin.raw.GET('/api/admin/documents', { params: { query: { ...query, size: 20 } }, signal }),
  );

export const getDocument = (id: number, signal?: AbortSignal) =>
  admin.call(
    admin.raw.GET('/api/admin/documents/{documentId}', {
      params: { path: { documentId: id } },
      signal,
    }),
  );

export const saveDocument = (id: number | null, body: DocumentBody) =>
  id === null
    ? admin.call(admin.raw.POST('/api/admin/documents', { body }))
    : admin.call(
        admin.raw.PUT('/api/admin/documents/{documentId}', {
          params: { path: { documentId: id } },
          body: { ...body, published: undefined },
        }),
      );

export const setPublished = (id: number, published: boolean) =>
  admin.call(
    admin.raw.POST('/api/admin/documents/{documentId}/state', {
      params: { path: { documentId: id } },
      body: { published },
    }),
  );

/** Multipart upload of one file (the browser sets the boundary). */
export function uploadFile(id: number, kind: 'cover' | 'material', file: Blob) {
  const form = new FormData();
  form.append('file', file);
  const options = {
    params: { path: { documentId: id } },
    body: { file: '' },
    bodySerializer: () => form,
  };
  return kind === 'cover'
    ? admin.call(admin.raw.POST('/api/admin/documents/{documentId}/cover', options))
    : admin.call(admin.raw.POST('/api/admin/documents/{documentId}/material', options));
}

/** Puts a failed video or audio preview back in the server's background queue. */
export const retryMaterialPreview = (id: number) =>
  admin.call(
    admin.raw.POST('/api/admin/documents/{documentId}/material/preview', {
      params: { path: { documentId: id } },
    }),
  );
