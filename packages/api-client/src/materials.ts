import type { ApiClient, CallOptions } from './createApiClient';
import { addOperations, type MaterialOperationId, type Method } from './operationTable';
import type {
  PageQuery,
  PasswordLinkResetRequest,
  PasswordResetRequest,
  PhoneCaptchaRequest,
  SmsLoginRequest,
  ProfileUpdateRequest,
  SearchDocumentsQuery,
  paths,
} from './types';

/** Method and path of the material operations (the rest are in OPERATIONS). */
export const MATERIAL_OPERATIONS = {
  listDownloadHistory: ['get', '/api/user/download/history'],
  listFavourites: ['get', '/api/user/favourite'],
  addFavourite: ['post', '/api/user/favourite'],
  removeFavourite: ['delete', '/api/user/favourite/{documentId}'],
  updateProfile: ['put', '/api/user/profile'],
  sendProfileCode: ['post', '/api/user/profile/code'],
  uploadAvatar: ['post', '/api/user/avatar'],
  listSessions: ['get', '/api/user/sessions'],
  logoutOtherSessions: ['post', '/api/user/sessions/others/logout'],
  sendPasswordResetCode: ['post', '/api/password/reset/code'],
  resetPassword: ['post', '/api/password/reset'],
  resetPasswordByLink: ['post', '/api/password/reset/link'],
  sendRegisterCode: ['post', '/api/register/code'],
  sendLoginCode: ['post', '/api/login/code'],
  loginBySms: ['post', '/api/login/sms'],
  unbindPluginMachine: ['delete', '/api/user/plugin/activate/{id}'],
  searchDocuments: ['get', '/api/search/documents'],
} as const satisfies Record<MaterialOperationId, readonly [Method, keyof paths]>;

/**
 * Calls of the material features (download history, favourites, profile, devices, password
 * recovery, the registration code, the search results page). Kept apart from createApiClient so
 * the first page's bundle does not carry them: the pages that use them import
 * `@dongman/api-client/materials` (its own build entry).
 */
export function materialsApi(api: ApiClient) {
  addOperations(MATERIAL_OPERATIONS);
  const { raw, single, list } = api;
  const query = <Q extends object>(q: Q | undefined) =>
    q ? Object.fromEntries(Object.entries(q).filter(([, v]) => v != null)) : {};
  return {
    listDownloadHistory: (q?: PageQuery, o?: CallOptions) =>
      single(
        'listDownloadHistory',
        raw.GET('/api/user/download/history', { params: { query: query(q) }, ...o }),
      ),
    listFavourites: (q?: PageQuery, o?: CallOptions) =>
      single(
        'listFavourites',
        raw.GET('/api/user/favourite', { params: { query: query(q) }, ...o }),
      ),
    addFavourite: (documentId: number, o?: CallOptions) =>
      single('addFavourite', raw.POST('/api/user/favourite', { body: { documentId }, ...o })),
    removeFavourite: (documentId: number, o?: CallOptions) =>
      single(
        'removeFavourite',
        raw.DELETE('/api/user/favourite/{documentId}', { params: { path: { documentId } }, ...o }),
      ),
    updateProfile: (body: ProfileUpdateRequest, o?: CallOptions) =>
      single('updateProfile', raw.PUT('/api/user/profile', { body, ...o })),
    sendProfileCode: (phone: string, captchaCode: string, o?: CallOptions) =>
      single(
        'sendProfileCode',
        raw.POST('/api/user/profile/code', { body: { phone, captchaCode }, ...o }),
      ),
    /** Multipart upload of one image; the browser sets the boundary. */
    uploadAvatar: (file: Blob, o?: CallOptions) => {
      const form = new FormData();
      form.append('file', file);
      return single(
        'uploadAvatar',
        raw.POST('/api/user/avatar', {
          body: { file: '' },
          bodySerializer: () => form,
          ...o,
        }),
      );
    },
    listSessions: (o?: CallOptions) =>
      list('listSessions', raw.GET('/api/user/sessions', { ...o })),
    logoutOtherSessions: (o?: CallOptions) =>
      single('logoutOtherSessions', raw.POST('/api/user/sessions/others/logout', { ...o })),
    /** The image captcha's answer goes with every SMS request (the server checks it first). */
    sendPasswordResetCode: (phone: string, captchaCode: string, o?: CallOptions) =>
      single(
        'sendPasswordResetCode',
        raw.POST('/api/password/reset/code', { body: { phone, captchaCode }, ...o }),
      ),
    resetPassword: (body: PasswordResetRequest, o?: CallOptions) =>
      single('resetPassword', raw.POST('/api/password/reset', { body, ...o })),
    /** The link staff had sent by SMS (#/reset-password/{token}): a new password, once. */
    resetPasswordByLink: (body: PasswordLinkResetRequest, o?: CallOptions) =>
      single('resetPasswordByLink', raw.POST('/api/password/reset/link', { body, ...o })),
    sendRegisterCode: (phone: string, captchaCode: string, o?: CallOptions) =>
      single(
        'sendRegisterCode',
        raw.POST('/api/register/code', { body: { phone, captchaCode }, ...o }),
      ),
    /** 短信登录: the image captcha first, then a code to the phone (same answer for any number). */
    sendLoginCode: (body: PhoneCaptchaRequest, o?: CallOptions) =>
      single('sendLoginCode', raw.POST('/api/login/code', { body, ...o })),
    /** 短信登录: the code from the phone opens a session; answers the user info like login. */
    loginBySms: (body: SmsLoginRequest, o?: CallOptions) =>
      single('loginBySms', raw.POST('/api/login/sms', { body, ...o })),
    /** Frees one of the member's plugin machines; answers the unbindings left in 30 days. */
    unbindPluginMachine: (id: number, o?: CallOptions) =>
      single(
        'unbindPluginMachine',
        raw.DELETE('/api/user/plugin/activate/{id}', { params: { path: { id } }, ...o }),
      ),
    /** The search results page: every word in the title, paged, optionally one section. */
    searchDocuments: (q: SearchDocumentsQuery, o?: CallOptions) =>
      single(
        'searchDocuments',
        raw.GET('/api/search/documents', {
          params: { query: query(q) as SearchDocumentsQuery },
          ...o,
        }),
      ),
  };
}

export type MaterialsApi = ReturnType<typeof materialsApi>;
