import { admin } from './api';

/**
 * Uploads an image chosen in the rich-text editor (adminUploadRichTextImage: owner and editor,
 * audited) and answers the URL to place in the text; null when refused (the client toasts why).
 */
export async function uploadRichTextImage(file: File): Promise<string | null> {
  const body = new FormData();
  body.append('file', file);
  const result = await admin.call(
    admin.raw.POST('/api/admin/rich-text-images', {
      // A multipart body: the browser sets the boundary.
      body: body as unknown as { file: string },
    }),
  );
  return result?.ok ? result.data.url : null;
}
