import createClient, { createQuerySerializer } from 'openapi-fetch';
import { createEventHub } from './events';
import { envelopeMiddleware, isEnvelope, isRelativeUrl, xsrfMiddleware } from './middleware';
import type {
  ApiResult,
  OperationId,
  PageQuery,
  PasswordUpdateRequest,
  PayOnlineRequest,
  RangedPageQuery,
  RegisterRequest,
  ReportCreateRequest,
  ReportUpdateRequest,
  DubbingStartRequest,
  DubbingRegenerateRequest,
  LoginRequest,
  operations,
  paths,
} from './types';

export interface ApiClientOptions {
  /**
   * '' (default) for the page's own origin. An absolute URL (`https://api.example.com`) calls
   * another origin: cookies go with `credentials: 'include'` and the XSRF token is the one that
   * server names in its X-XSRF-TOKEN response header (the server must list this page's origin in
   * CORS_ORIGINS).
   */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Where transport failures are logged. */
  logger?: Pick<Console, 'error'>;
  /** Cookie string to read XSRF-TOKEN from; defaults to document.cookie. */
  getCookies?: () => string;
}

/** Optional per-call settings, e.g. an AbortSignal. */
export interface CallOptions {
  signal?: AbortSignal;
}

type JsonOf<Op extends OperationId> =
  operations[Op]['responses'][200]['content']['application/json'];
// Every site operation answers the envelope; the provider notification (not a site call) does not.
type DataOf<Op extends OperationId> = JsonOf<Op> extends { data: infer D } ? D : never;
type Answer = Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Leaves out query params whose value is null or undefined (spec: they are not sent). */
export function withoutNullish<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value != null),
  ) as Partial<T>;
}

/** Resolves a relative base URL against the page so Request objects can be built outside a browser too. */
function absoluteBase(baseUrl: string): string {
  if (!isRelativeUrl(baseUrl)) return baseUrl;
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null'
    ? new URL(baseUrl || '/', origin).href.replace(/\/$/, '')
    : baseUrl;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const logger = options.logger ?? console;
  const getCookies = options.getCookies ?? (() => globalThis.document?.cookie ?? '');
  const events = createEventHub();
  const serializeQuery = createQuerySerializer();

  const raw = createClient<paths>({
    baseUrl: absoluteBase(baseUrl),
    credentials: isRelativeUrl(baseUrl) ? 'same-origin' : 'include',
    // Late-bound so a fetch replaced after creation (tests, polyfills) is still used.
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
    querySerializer: (query) => serializeQuery(withoutNullish(query as Record<string, unknown>)),
  });
  raw.use(xsrfMiddleware(baseUrl, getCookies));
  raw.use(envelopeMiddleware(events));

  /** One answer in the envelope; undefined when the body is null or the request failed in transport. */
  async function single<Op extends OperationId>(
    operationId: Op,
    pending: Answer,
  ): Promise<ApiResult<DataOf<Op>> | undefined> {
    try {
      const { data, error } = await pending;
      const body = data ?? error;
      if (!isEnvelope(body)) return undefined;
      const message = typeof body.message === 'string' ? body.message : '';
      if (body.code === 200) {
        return {
          ok: true,
          code: 200,
          message,
          data: (body as unknown as { data: DataOf<Op> }).data,
        };
      }
      return { ok: false, code: body.code, message, data: null };
    } catch (error) {
      logger.error(`[api] ${operationId}: request failed`, error);
      events.emit('transportError', { operationId, error });
      return undefined;
    }
  }

  /** A list read: the list on success, an empty list on any failure (reported through events). */
  async function list<Op extends OperationId>(
    operationId: Op,
    pending: Answer,
  ): Promise<DataOf<Op>> {
    const result = await single(operationId, pending);
    return (result?.ok && Array.isArray(result.data) ? result.data : []) as DataOf<Op>;
  }

  const query = <Q extends object>(q: Q | undefined) => (q ? withoutNullish(q) : {});

  return {
    /** Where the API is: '' for this page's origin, or the absolute URL given (widgets tell a
     * cross-site host what to fix from it). */
    baseUrl,
    /** The typed openapi-fetch client, for anything the helpers don't cover. */
    raw,
    /** Subscribe to `failure`, `unauthorized` and `transportError`; returns an unsubscribe function. */
    on: events.on,
    /** Wraps a raw call as one envelope answer / a list (for helpers built outside, e.g. materialsApi). */
    single,
    list,

    // auth
    getCaptcha: (scene: 'user' = 'user', o?: CallOptions) =>
      single('getCaptcha', raw.GET('/api/captcha/{scene}', { params: { path: { scene } }, ...o })),
    login: (body: Omit<LoginRequest, 'role'>, o?: CallOptions) =>
      single('login', raw.POST('/api/login', { body: { ...body, role: 'user' }, ...o })),
    register: (body: RegisterRequest, o?: CallOptions) =>
      single('register', raw.POST('/api/register', { body, ...o })),
    getSession: (o?: CallOptions) => single('getSession', raw.GET('/api/user/session', { ...o })),
    logout: (o?: CallOptions) => single('logout', raw.POST('/api/user/logout', { ...o })),
    updatePassword: (body: PasswordUpdateRequest, o?: CallOptions) =>
      single('updatePassword', raw.POST('/api/user/password/update', { body, ...o })),

    // member
    listUserLogs: (q?: RangedPageQuery, o?: CallOptions) =>
      single('listUserLogs', raw.GET('/api/user/log', { params: { query: query(q) }, ...o })),
    listLevels: (o?: CallOptions) => list('listLevels', raw.GET('/api/user/level', { ...o })),
    listMemberReminders: (o?: CallOptions) =>
      list('listMemberReminders', raw.GET('/api/user/reminders', { ...o })),
    /** Marks notices (or the term reminder, by its negative id) read: ids, or 'all'. */
    markNoticesRead: (ids: readonly number[] | 'all', o?: CallOptions) =>
      single(
        'markNoticesRead',
        raw.POST('/api/user/notices/read', {
          body: ids === 'all' ? { all: true } : { noticeIds: [...ids] },
          ...o,
        }),
      ),
    upgradeLevel: (levelId: number, o?: CallOptions) =>
      single('upgradeLevel', raw.POST('/api/user/level/upgrade', { body: { levelId }, ...o })),
    checkDownload: (key: string, o?: CallOptions) =>
      single(
        'checkDownload',
        raw.GET('/api/user/download/check/{key}', { params: { path: { key } }, ...o }),
      ),

    // money
    listRechargeRecords: (q?: RangedPageQuery, o?: CallOptions) =>
      single(
        'listRechargeRecords',
        raw.GET('/api/user/money/recharge', { params: { query: query(q) }, ...o }),
      ),
    listConsumeRecords: (q?: RangedPageQuery, o?: CallOptions) =>
      single(
        'listConsumeRecords',
        raw.GET('/api/user/money/consume', { params: { query: query(q) }, ...o }),
      ),
    listPayOptions: (o?: CallOptions) => list('listPayOptions', raw.GET('/api/user/pay', { ...o })),
    createRechargeOrder: (body: PayOnlineRequest, o?: CallOptions) =>
      single('createRechargeOrder', raw.POST('/api/user/pay/online', { body, ...o })),
    /** Asks the payment provider about the order; credits only a payment it confirms. */
    completeRechargeOrder: (orderNo: string, o?: CallOptions) =>
      single(
        'completeRechargeOrder',
        raw.POST('/api/user/pay/completed', { body: { orderNo }, ...o }),
      ),
    listPayMethods: (o?: CallOptions) =>
      list('listPayMethods', raw.GET('/api/user/pay/methods', { ...o })),
    listRechargeOrders: (q?: RangedPageQuery, o?: CallOptions) =>
      single(
        'listRechargeOrders',
        raw.GET('/api/user/pay/orders', { params: { query: query(q) }, ...o }),
      ),
    /** The order as the server knows it (polled by the pay screen). */
    getRechargeOrder: (orderNo: string, o?: CallOptions) =>
      single(
        'getRechargeOrder',
        raw.GET('/api/user/pay/order/{orderNo}', { params: { path: { orderNo } }, ...o }),
      ),
    cancelRechargeOrder: (orderNo: string, o?: CallOptions) =>
      single('cancelRechargeOrder', raw.POST('/api/user/pay/cancel', { body: { orderNo }, ...o })),

    // catalog and notices
    listOneClasses: (o?: CallOptions) =>
      list('listOneClasses', raw.GET('/api/one/class', { ...o })),
    listOneClassChildren: (o?: CallOptions) =>
      list('listOneClassChildren', raw.GET('/api/one/class/children', { ...o })),
    search: (searchContent: string, o?: CallOptions) =>
      list('search', raw.POST('/api/search', { body: { searchContent }, ...o })),
    listNotices: (o?: CallOptions) => list('listNotices', raw.GET('/api/notice', { ...o })),
    getCustomNavMenu: (o?: CallOptions) =>
      single('getCustomNavMenu', raw.GET('/api/custom/nav/menu', { ...o })),
    getUpdateNotice: (o?: CallOptions) =>
      single('getUpdateNotice', raw.GET('/api/update/notice', { ...o })),
    getTwoClassSection: (oneClassId: number, q?: PageQuery, o?: CallOptions) =>
      single(
        'getTwoClassSection',
        raw.GET('/api/two/class/{oneClassId}', {
          params: { path: { oneClassId }, query: query(q) },
          ...o,
        }),
      ),
    getTwoClassChildSection: (childClassId: number, q?: PageQuery, o?: CallOptions) =>
      single(
        'getTwoClassChildSection',
        raw.GET('/api/two/class/children/{childClassId}', {
          params: { path: { childClassId }, query: query(q) },
          ...o,
        }),
      ),
    getCommonDocument: (documentId: number, o?: CallOptions) =>
      single(
        'getCommonDocument',
        raw.GET('/api/common/document/{documentId}', { params: { path: { documentId } }, ...o }),
      ),
    getTwoClassDocument: (documentId: number, o?: CallOptions) =>
      single(
        'getTwoClassDocument',
        raw.GET('/api/two/class/document/{documentId}', { params: { path: { documentId } }, ...o }),
      ),

    // plugin
    listPluginActivations: (q?: PageQuery & { machineCode?: string | null }, o?: CallOptions) =>
      single(
        'listPluginActivations',
        raw.GET('/api/user/plugin/activate', { params: { query: query(q) }, ...o }),
      ),
    activatePlugin: (machineCode: string, o?: CallOptions) =>
      single(
        'activatePlugin',
        raw.POST('/api/user/plugin/activate', { body: { machineCode }, ...o }),
      ),

    // reports
    listReports: (q?: PageQuery, o?: CallOptions) =>
      single('listReports', raw.GET('/api/user/report', { params: { query: query(q) }, ...o })),
    listHomeImages: (q?: { limit?: number | null }, o?: CallOptions) =>
      list(
        'listHomeImages',
        raw.GET('/api/user/report/home/image', { params: { query: query(q) }, ...o }),
      ),
    createReport: (body: ReportCreateRequest, o?: CallOptions) =>
      single('createReport', raw.POST('/api/user/report', { body, ...o })),
    updateReport: (body: ReportUpdateRequest, o?: CallOptions) =>
      single('updateReport', raw.PUT('/api/user/report', { body, ...o })),

    // dubbing
    listDubbingVoices: (o?: CallOptions) =>
      list('listDubbingVoices', raw.GET('/api/user/dubbing', { ...o })),
    listDubbingFavourites: (o?: CallOptions) =>
      list('listDubbingFavourites', raw.GET('/api/user/dubbing/collect', { ...o })),
    addDubbingFavourite: (voiceId: number, o?: CallOptions) =>
      single(
        'addDubbingFavourite',
        raw.POST('/api/user/dubbing/collect', { body: { voiceId }, ...o }),
      ),
    removeDubbingFavourite: (voiceId: number, o?: CallOptions) =>
      single(
        'removeDubbingFavourite',
        raw.DELETE('/api/user/dubbing/collect', { params: { query: { voiceId } }, ...o }),
      ),
    getDubbingCount: (o?: CallOptions) =>
      single('getDubbingCount', raw.GET('/api/user/dubbing/count', { ...o })),
    redeemDubbingCard: (cardCode: string, o?: CallOptions) =>
      single(
        'redeemDubbingCard',
        raw.POST('/api/user/dubbing/crypto/use', { body: { cardCode }, ...o }),
      ),
    startDubbing: (body: DubbingStartRequest, o?: CallOptions) =>
      single('startDubbing', raw.POST('/api/user/dubbing/start', { body, ...o })),
    listDubbingJobs: (q?: PageQuery, o?: CallOptions) =>
      single(
        'listDubbingJobs',
        raw.GET('/api/user/dubbing/jobs', { params: { query: query(q) }, ...o }),
      ),
    getDubbingJob: (jobId: number, o?: CallOptions) =>
      single(
        'getDubbingJob',
        raw.GET('/api/user/dubbing/jobs/{jobId}', { params: { path: { jobId } }, ...o }),
      ),
    listDubbingSentences: (jobId: number, o?: CallOptions) =>
      single(
        'listDubbingSentences',
        raw.GET('/api/user/dubbing/jobs/{jobId}/sentences', { params: { path: { jobId } }, ...o }),
      ),
    regenerateDubbingSentence: (
      jobId: number,
      index: number,
      body: DubbingRegenerateRequest = {},
      o?: CallOptions,
    ) =>
      single(
        'regenerateDubbingSentence',
        raw.POST('/api/user/dubbing/jobs/{jobId}/sentences/{index}', {
          params: { path: { jobId, index } },
          body,
          ...o,
        }),
      ),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
