import type { FastifyInstance, RouteOptions, RouteShorthandOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext } from '../context.js';
import { PublicCache, type Read } from '../plugins/public-cache.js';
import { keepRawBody, unsupportedMediaType } from '../plugins/notification-body.js';
import { requireMember } from '../plugins/session.js';
import { registerDevOutbox } from './dev-outbox.js';
import { publicVersionReader } from '../repositories/public-version.js';
import {
  listOperations,
  responseOnlyMediaTypes,
  type OpenApiDocument,
  type OperationInfo,
} from '../openapi/spec.js';
import { requireStaff } from '../plugins/staff-guard.js';
import { registerFileRoutes } from './files.js';
import { registerSandboxCashier } from './sandbox-cashier.js';
import { createHandlers } from './handlers/index.js';
import type { OperationId } from './handlers/common.js';

/** Console 试听 calls per address and minute. */
export const VOICE_PREVIEWS_PER_MINUTE = 20;

/** Report images may be data URLs (6 × 2 MB); every other body stays under Fastify's 1 MB. */
const REPORT_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * Public reads that are the same for every visitor and change only when content is edited: served
 * from memory with ETag revalidation (plugins/public-cache.ts).
 */
const CACHED_READS = new Set<OperationId>([
  'listOneClasses',
  'listOneClassChildren',
  'listNotices',
  'getCustomNavMenu',
  'getUpdateNotice',
  'getCommonDocument',
  'getTwoClassSection',
  'getTwoClassChildSection',
  // getTwoClassDocument is not cached: it answers the member's favourite flag and the live download
  // count.
  'listHomeImages',
]);

function routeOptions(ctx: AppContext): Record<string, RouteShorthandOptions> {
  return {
    getCaptcha: { config: { rateLimit: { max: ctx.config.captchaPerMinute, timeWindow: 60_000 } } },
    register: { config: { rateLimit: { max: ctx.config.registerPerHour, timeWindow: 3_600_000 } } },
    // adminLogin has its own failure budget (services/staff-login-budget.ts), not the
    // registration limit: counting every request per address let anyone lock the console out.
    // Each 试听 may be billed by a cloud engine: a few a minute is plenty for an operator.
    adminPreviewVoice: {
      config: { rateLimit: { max: VOICE_PREVIEWS_PER_MINUTE, timeWindow: 60_000 } },
    },
    createReport: { bodyLimit: REPORT_BODY_LIMIT },
    updateReport: { bodyLimit: REPORT_BODY_LIMIT },
    // A streamed multipart body is not an object to validate: the handler takes exactly one part
    // named file and checks it by content (services/files.ts).
    uploadAvatar: { validatorCompiler: () => () => true, config: { multipart: true } },
    adminUploadDocumentCover: { validatorCompiler: () => () => true, config: { multipart: true } },
    adminUploadDocumentMaterial: {
      validatorCompiler: () => () => true,
      config: { multipart: true },
    },
    adminUploadHomeImage: { validatorCompiler: () => () => true, config: { multipart: true } },
    adminUploadRichTextImage: {
      validatorCompiler: () => () => true,
      config: { multipart: true },
    },
    handlePaymentNotification: {
      config: { signedNotification: true },
      preParsing: keepRawBody,
    },
  };
}

/**
 * Routes and request schemas come from openapi.yaml; handlers are matched by operationId.
 * Operations whose security lists the session cookie get the member guard (401 first); those
 * listing the staff cookie get the console guard with the operation's `x-roles`.
 * Starting fails when an operation has no handler, so the contract cannot silently drift.
 */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext, spec: OpenApiDocument) {
  const handlers = createHandlers(ctx);
  const operations = new Map(listOperations(spec).map((op) => [op.operationId, op]));
  const missing = [...operations.keys()].filter((id) => !(id in handlers));
  if (missing.length > 0) throw new Error(`openapi.yaml 中的操作没有实现：${missing.join(', ')}`);
  // A console operation without a role list would be open to every operator: refuse to start.
  const unguarded = [...operations.values()].filter((op) => op.needsStaff && !op.roles.length);
  if (unguarded.length > 0)
    throw new Error(`后台操作缺少 x-roles：${unguarded.map((op) => op.operationId).join(', ')}`);

  const cache = new PublicCache(publicVersionReader(ctx.db));
  // The one place typed handlers meet Fastify's untyped route table: each route validates its
  // request against the same openapi.yaml the handler's types were generated from.
  const routeHandlers = new Map<string, RouteOptions['handler']>();
  for (const [id, handler] of Object.entries(handlers))
    routeHandlers.set(id, handler as RouteOptions['handler']);
  for (const id of CACHED_READS) {
    const read = handlers[id];
    if (!read || operations.get(id)?.needsSession)
      throw new Error(`${id} 不是公开读取接口，不能缓存`);
    routeHandlers.set(id, cache.wrap(read as Read));
  }
  // The notices carry a signed-in member's read marks: a member's answer is their own, read each
  // time and never stored by a browser or proxy; guests share the cached one.
  const noticesForGuests = routeHandlers.get('listNotices');
  const noticesRead = handlers.listNotices;
  if (noticesForGuests && noticesRead) {
    routeHandlers.set('listNotices', async function (this: unknown, request, reply) {
      if (!request.session?.userId) return noticesForGuests.call(this as never, request, reply);
      reply.header('cache-control', 'private, no-store');
      return (noticesRead as Read)(request, reply);
    });
  }
  // Search is a read sent as POST: the same text gives the same answer until content changes, so
  // popular searches come from memory too (keyed by the trimmed text, bounded like every entry).
  const search = handlers.search;
  if (search) {
    const cached = cache.wrap(search, (request) => `search:${request.body.searchContent.trim()}`);
    routeHandlers.set('search', cached as RouteOptions['handler']);
  }
  // Cached answers carry their own encoding (br/gzip made once per entry): @fastify/compress's
  // per-request hooks would only look at them and pass them on.
  const selfEncoded = new Set<string>([...CACHED_READS, 'search']);
  const guard = requireMember(ctx);
  const onRequestGuard = (op: OperationInfo | undefined) => {
    if (op?.needsSession) return { onRequest: guard };
    if (op?.needsStaff) return { onRequest: requireStaff(ctx, op) };
    return {};
  };
  const extra = routeOptions(ctx);
  // Glue wants a body parser for every media type the document names, responses' included, and
  // warned at every start for the CSV exports and audio: those refuse a request body (415) as
  // before, now by a parser of their own.
  for (const type of responseOnlyMediaTypes(spec))
    app.addContentTypeParser(type, (_request, _body, done) => done(unsupportedMediaType()));
  await app.register(openapiGlue, {
    // The plugin dereferences in place; keep the caller's copy intact.
    specification: structuredClone(spec),
    // Glue adds method, url and schema from the document to what is returned here.
    operationResolver: (operationId: string) =>
      ({
        handler: routeHandlers.get(operationId),
        ...onRequestGuard(operations.get(operationId)),
        ...(selfEncoded.has(operationId) ? { compress: false } : {}),
        ...extra[operationId],
      }) as RouteOptions,
  });
  registerFileRoutes(app, ctx, operations.get('adminListReports'));
  registerDevOutbox(app, ctx);
  registerSandboxCashier(app, ctx);
}
