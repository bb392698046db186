import type { FastifyInstance, RouteOptions, RouteShorthandOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext } from '../context.js';
import { listOperations, type OpenApiDocument } from '../openapi/spec.js';
import { requireMember } from '../plugins/session.js';
import { registerFileRoutes } from './files.js';
import { createHandlers } from './handlers/index.js';

/** Report images may be data URLs (6 × 2 MB); every other body stays under Fastify's 1 MB. */
const REPORT_BODY_LIMIT = 20 * 1024 * 1024;

function routeOptions(ctx: AppContext): Record<string, RouteShorthandOptions> {
  return {
    getCaptcha: { config: { rateLimit: { max: ctx.config.captchaPerMinute, timeWindow: 60_000 } } },
    register: { config: { rateLimit: { max: ctx.config.registerPerHour, timeWindow: 3_600_000 } } },
    createReport: { bodyLimit: REPORT_BODY_LIMIT },
    updateReport: { bodyLimit: REPORT_BODY_LIMIT },
  };
}

/**
 * Routes and request schemas come from openapi.yaml; handlers are matched by operationId.
 * Operations whose security lists the session cookie get the member guard (401 first).
 * Starting fails when an operation has no handler, so the contract cannot silently drift.
 */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext, spec: OpenApiDocument) {
  const handlers = createHandlers(ctx);
  const operations = new Map(listOperations(spec).map((op) => [op.operationId, op]));
  const missing = [...operations.keys()].filter((id) => !(id in handlers));
  if (missing.length > 0) throw new Error(`openapi.yaml 中的操作没有实现：${missing.join(', ')}`);

  const guard = requireMember(ctx);
  const extra = routeOptions(ctx);
  await app.register(openapiGlue, {
    // The plugin dereferences in place; keep the caller's copy intact.
    specification: structuredClone(spec),
    // Glue adds method, url and schema from the document to what is returned here.
    operationResolver: (operationId: string) =>
      ({
        handler: handlers[operationId],
        ...(operations.get(operationId)?.needsSession ? { onRequest: guard } : {}),
        ...extra[operationId],
      }) as RouteOptions,
  });
  registerFileRoutes(app, ctx);
}
