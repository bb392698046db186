import type { OperationId, paths } from './types';

/** Operations whose calls live in ./materials (their own build entry, see there). */
export type MaterialOperationId =
  | 'listDownloadHistory'
  | 'listFavourites'
  | 'addFavourite'
  | 'removeFavourite'
  | 'updateProfile'
  | 'sendProfileCode'
  | 'uploadAvatar'
  | 'listSessions'
  | 'logoutOtherSessions'
  | 'sendPasswordResetCode'
  | 'resetPassword'
  | 'sendRegisterCode'
  | 'sendLoginCode'
  | 'loginBySms'
  | 'resetPasswordByLink'
  | 'unbindPluginMachine'
  | 'searchDocuments';
type CoreOperationId = Exclude<OperationId, MaterialOperationId>;
export type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Method and path of every operation in openapi.yaml. `satisfies` makes the compiler check that each
 * pair exists and that no operation is missing, so the table cannot drift from the contract.
 */
export const OPERATIONS = {
  getCaptcha: ['get', '/api/captcha/{scene}'],
  login: ['post', '/api/login'],
  register: ['post', '/api/register'],
  getSession: ['get', '/api/user/session'],
  logout: ['post', '/api/user/logout'],
  updatePassword: ['post', '/api/user/password/update'],
  listUserLogs: ['get', '/api/user/log'],
  listRechargeRecords: ['get', '/api/user/money/recharge'],
  listConsumeRecords: ['get', '/api/user/money/consume'],
  listPayOptions: ['get', '/api/user/pay'],
  createRechargeOrder: ['post', '/api/user/pay/online'],
  completeRechargeOrder: ['post', '/api/user/pay/completed'],
  listPayMethods: ['get', '/api/user/pay/methods'],
  listRechargeOrders: ['get', '/api/user/pay/orders'],
  getRechargeOrder: ['get', '/api/user/pay/order/{orderNo}'],
  cancelRechargeOrder: ['post', '/api/user/pay/cancel'],
  // Server to server (the payment provider calls it); the client has no method for it.
  handlePaymentNotification: ['post', '/api/pay/notify/{provider}'],
  listOneClasses: ['get', '/api/one/class'],
  listOneClassChildren: ['get', '/api/one/class/children'],
  search: ['post', '/api/search'],
  listNotices: ['get', '/api/notice'],
  getCustomNavMenu: ['get', '/api/custom/nav/menu'],
  getUpdateNotice: ['get', '/api/update/notice'],
  getTwoClassSection: ['get', '/api/two/class/{oneClassId}'],
  getTwoClassChildSection: ['get', '/api/two/class/children/{childClassId}'],
  getCommonDocument: ['get', '/api/common/document/{documentId}'],
  getTwoClassDocument: ['get', '/api/two/class/document/{documentId}'],
  listPluginActivations: ['get', '/api/user/plugin/activate'],
  activatePlugin: ['post', '/api/user/plugin/activate'],
  listLevels: ['get', '/api/user/level'],
  listMemberReminders: ['get', '/api/user/reminders'],
  markNoticesRead: ['post', '/api/user/notices/read'],
  upgradeLevel: ['post', '/api/user/level/upgrade'],
  listReports: ['get', '/api/user/report'],
  listHomeImages: ['get', '/api/user/report/home/image'],
  createReport: ['post', '/api/user/report'],
  updateReport: ['put', '/api/user/report'],
  checkDownload: ['get', '/api/user/download/check/{key}'],
  listDubbingVoices: ['get', '/api/user/dubbing'],
  listDubbingFavourites: ['get', '/api/user/dubbing/collect'],
  removeDubbingFavourite: ['delete', '/api/user/dubbing/collect'],
  addDubbingFavourite: ['post', '/api/user/dubbing/collect'],
  getDubbingCount: ['get', '/api/user/dubbing/count'],
  redeemDubbingCard: ['post', '/api/user/dubbing/crypto/use'],
  startDubbing: ['post', '/api/user/dubbing/start'],
  listDubbingJobs: ['get', '/api/user/dubbing/jobs'],
  getDubbingJob: ['get', '/api/user/dubbing/jobs/{jobId}'],
  listDubbingSentences: ['get', '/api/user/dubbing/jobs/{jobId}/sentences'],
  regenerateDubbingSentence: ['post', '/api/user/dubbing/jobs/{jobId}/sentences/{index}'],
} as const satisfies Record<CoreOperationId, readonly [Method, keyof paths]>;

const byRoute = new Map<string, OperationId>();
/** Makes operations known to operationIdOf (the material calls add theirs when first used). */
export function addOperations(table: Partial<Record<OperationId, readonly [Method, string]>>) {
  for (const [id, route] of Object.entries(table) as [OperationId, readonly [Method, string]][])
    byRoute.set(`${route[0].toUpperCase()} ${route[1]}`, id);
}
addOperations(OPERATIONS);

/** Which operation a request is, from its method and the OpenAPI path template. */
export function operationIdOf(method: string, schemaPath: string): OperationId | undefined {
  return byRoute.get(`${method.toUpperCase()} ${schemaPath}`);
}
