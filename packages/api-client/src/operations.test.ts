import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './createApiClient';
import { MATERIAL_OPERATIONS, materialsApi } from './materials';
import { OPERATIONS } from './operationTable';
import { ok, recordingFetch } from './testing';
import type { OperationId } from './types';

// jsdom replaces URL, so resolve the contract's path from this file's directory by hand.
const here = dirname(decodeURIComponent(new URL(import.meta.url).pathname));
const yaml = readFileSync(resolve(here, '../../../openapi.yaml'), 'utf8');
// The console's operations (admin…) go through createAdminClient (admin.test.ts).
const operationIdsInYaml = [...yaml.matchAll(/^\s+operationId: (\w+)$/gm)]
  .map((m) => m[1])
  .filter((id) => !id!.startsWith('admin'));

/** Called by payment providers, never by the site: the client has no method for these. */
const SERVER_TO_SERVER = ['handlePaymentNotification'] as const;
type SiteOperationId = Exclude<OperationId, (typeof SERVER_TO_SERVER)[number]>;

/** One sample call per operation, with the concrete URL path it must reach. */
const calls: Record<SiteOperationId, [(api: ApiClient) => Promise<unknown>, string]> = {
  getCaptcha: [(a) => a.getCaptcha(), '/api/captcha/user'],
  login: [
    (a) => a.login({ name: 'demo', password: 'demo123456', captchaCode: 'ab12' }),
    '/api/login',
  ],
  register: [
    (a) =>
      a.register({
        name: 'newbie',
        password: '123456',
        confirmPassword: '123456',
        phone: '13800000000',
        captchaCode: 'ab12',
        smsCode: '123456',
      }),
    '/api/register',
  ],
  getSession: [(a) => a.getSession(), '/api/user/session'],
  logout: [(a) => a.logout(), '/api/user/logout'],
  updatePassword: [
    (a) =>
      a.updatePassword({ oldPassword: '123456', newPassword: '654321', confirmPassword: '654321' }),
    '/api/user/password/update',
  ],
  listUserLogs: [(a) => a.listUserLogs(), '/api/user/log'],
  listRechargeRecords: [(a) => a.listRechargeRecords(), '/api/user/money/recharge'],
  listConsumeRecords: [(a) => a.listConsumeRecords(), '/api/user/money/consume'],
  listPayOptions: [(a) => a.listPayOptions(), '/api/user/pay'],
  createRechargeOrder: [
    (a) => a.createRechargeOrder({ payOptionId: 1, payType: 'wechat' }),
    '/api/user/pay/online',
  ],
  completeRechargeOrder: [(a) => a.completeRechargeOrder('R1'), '/api/user/pay/completed'],
  listPayMethods: [(a) => a.listPayMethods(), '/api/user/pay/methods'],
  listRechargeOrders: [(a) => a.listRechargeOrders(), '/api/user/pay/orders'],
  getRechargeOrder: [(a) => a.getRechargeOrder('R1'), '/api/user/pay/order/R1'],
  cancelRechargeOrder: [(a) => a.cancelRechargeOrder('R1'), '/api/user/pay/cancel'],
  listOneClasses: [(a) => a.listOneClasses(), '/api/one/class'],
  listOneClassChildren: [(a) => a.listOneClassChildren(), '/api/one/class/children'],
  search: [(a) => a.search('场景'), '/api/search'],
  listNotices: [(a) => a.listNotices(), '/api/notice'],
  getCustomNavMenu: [(a) => a.getCustomNavMenu(), '/api/custom/nav/menu'],
  getUpdateNotice: [(a) => a.getUpdateNotice(), '/api/update/notice'],
  getTwoClassSection: [(a) => a.getTwoClassSection(3), '/api/two/class/3'],
  getTwoClassChildSection: [(a) => a.getTwoClassChildSection(7), '/api/two/class/children/7'],
  getCommonDocument: [(a) => a.getCommonDocument(2), '/api/common/document/2'],
  getTwoClassDocument: [(a) => a.getTwoClassDocument(42), '/api/two/class/document/42'],
  listPluginActivations: [(a) => a.listPluginActivations(), '/api/user/plugin/activate'],
  activatePlugin: [(a) => a.activatePlugin('ABCD-1234-EFGH-5678'), '/api/user/plugin/activate'],
  listLevels: [(a) => a.listLevels(), '/api/user/level'],
  listMemberReminders: [(a) => a.listMemberReminders(), '/api/user/reminders'],
  markNoticesRead: [(a) => a.markNoticesRead([3, -17]), '/api/user/notices/read'],
  upgradeLevel: [(a) => a.upgradeLevel(2), '/api/user/level/upgrade'],
  listReports: [(a) => a.listReports(), '/api/user/report'],
  listHomeImages: [(a) => a.listHomeImages(), '/api/user/report/home/image'],
  createReport: [
    (a) => a.createReport({ title: '作品', content: '内容', images: [] }),
    '/api/user/report',
  ],
  updateReport: [
    (a) => a.updateReport({ id: 1, title: '作品', content: '内容', images: [] }),
    '/api/user/report',
  ],
  checkDownload: [(a) => a.checkDownload('k-9'), '/api/user/download/check/k-9'],
  listDubbingVoices: [(a) => a.listDubbingVoices(), '/api/user/dubbing'],
  listDubbingFavourites: [(a) => a.listDubbingFavourites(), '/api/user/dubbing/collect'],
  removeDubbingFavourite: [(a) => a.removeDubbingFavourite(5), '/api/user/dubbing/collect'],
  addDubbingFavourite: [(a) => a.addDubbingFavourite(5), '/api/user/dubbing/collect'],
  getDubbingCount: [(a) => a.getDubbingCount(), '/api/user/dubbing/count'],
  redeemDubbingCard: [(a) => a.redeemDubbingCard('DUB-30D-AAAA'), '/api/user/dubbing/crypto/use'],
  startDubbing: [(a) => a.startDubbing({ voiceId: 1, text: '你好' }), '/api/user/dubbing/start'],
  listDubbingJobs: [(a) => a.listDubbingJobs({ page: 2 }), '/api/user/dubbing/jobs'],
  getDubbingJob: [(a) => a.getDubbingJob(7), '/api/user/dubbing/jobs/7'],
  listDubbingSentences: [(a) => a.listDubbingSentences(7), '/api/user/dubbing/jobs/7/sentences'],
  regenerateDubbingSentence: [
    (a) => a.regenerateDubbingSentence(7, 2, { text: '改写的一句。' }),
    '/api/user/dubbing/jobs/7/sentences/2',
  ],
  listDownloadHistory: [(a) => materialsApi(a).listDownloadHistory(), '/api/user/download/history'],
  listFavourites: [(a) => materialsApi(a).listFavourites(), '/api/user/favourite'],
  addFavourite: [(a) => materialsApi(a).addFavourite(3), '/api/user/favourite'],
  removeFavourite: [(a) => materialsApi(a).removeFavourite(3), '/api/user/favourite/3'],
  updateProfile: [(a) => materialsApi(a).updateProfile({ usersName: '小王' }), '/api/user/profile'],
  sendProfileCode: [
    (a) => materialsApi(a).sendProfileCode('13800000000', 'AB12'),
    '/api/user/profile/code',
  ],
  uploadAvatar: [(a) => materialsApi(a).uploadAvatar(new Blob(['x'])), '/api/user/avatar'],
  listSessions: [(a) => materialsApi(a).listSessions(), '/api/user/sessions'],
  logoutOtherSessions: [
    (a) => materialsApi(a).logoutOtherSessions(),
    '/api/user/sessions/others/logout',
  ],
  sendPasswordResetCode: [
    (a) => materialsApi(a).sendPasswordResetCode('13800000000', 'AB12'),
    '/api/password/reset/code',
  ],
  sendRegisterCode: [
    (a) => materialsApi(a).sendRegisterCode('13800000000', 'AB12'),
    '/api/register/code',
  ],
  sendLoginCode: [
    (a) => materialsApi(a).sendLoginCode({ phone: '13800000000', captchaCode: 'ab12' }),
    '/api/login/code',
  ],
  unbindPluginMachine: [
    (a) => materialsApi(a).unbindPluginMachine(7),
    '/api/user/plugin/activate/7',
  ],
  loginBySms: [
    (a) => materialsApi(a).loginBySms({ phone: '13800000000', smsCode: '123456' }),
    '/api/login/sms',
  ],
  searchDocuments: [
    (a) => materialsApi(a).searchDocuments({ q: '赛博 交通', oneClass: 1, page: 2 }),
    '/api/search/documents',
  ],
  resetPassword: [
    (a) =>
      materialsApi(a).resetPassword({
        phone: '13800000000',
        smsCode: '123456',
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }),
    '/api/password/reset',
  ],
  resetPasswordByLink: [
    (a) =>
      materialsApi(a).resetPasswordByLink({
        token: 'x'.repeat(32),
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }),
    '/api/password/reset/link',
  ],
};

describe('operations', () => {
  it('the client covers every operation of openapi.yaml', () => {
    expect(operationIdsInYaml).toHaveLength(66);
    expect(Object.keys({ ...OPERATIONS, ...MATERIAL_OPERATIONS }).sort()).toEqual(
      [...operationIdsInYaml].sort(),
    );
    expect(Object.keys(calls).sort()).toEqual(
      operationIdsInYaml
        .filter((id) => !(SERVER_TO_SERVER as readonly string[]).includes(id!))
        .sort(),
    );
  });

  it.each(Object.entries(calls))(
    '%s reaches its method and path',
    async (operationId, [call, path]) => {
      const { fetch, requests } = recordingFetch(() => ok(null));
      await call(createApiClient({ fetch }));
      expect(requests).toHaveLength(1);
      const [method] = { ...OPERATIONS, ...MATERIAL_OPERATIONS }[operationId as OperationId];
      expect(requests[0]!.method).toBe(method.toUpperCase());
      expect(new URL(requests[0]!.url).pathname).toBe(path);
    },
  );

  it('uploads an avatar as multipart form data', async () => {
    const { fetch, requests } = recordingFetch(() => ok(null));
    await materialsApi(createApiClient({ fetch })).uploadAvatar(
      new Blob(['png-bytes'], { type: 'image/png' }),
    );
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's Blob does not cross into Node's Request body, so check the part, not its bytes.
    expect(await requests[0]!.text()).toMatch(/Content-Disposition: form-data; name="file"/);
  });

  it('login always sends role user', async () => {
    const { fetch, requests } = recordingFetch(() => ok(null));
    await createApiClient({ fetch }).login({
      name: 'demo',
      password: 'demo123456',
      captchaCode: 'ab12',
    });
    expect(await requests[0]!.json()).toEqual({
      name: 'demo',
      password: 'demo123456',
      captchaCode: 'ab12',
      role: 'user',
    });
  });
});
