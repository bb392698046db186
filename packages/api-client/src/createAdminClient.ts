import createClient, { createQuerySerializer } from 'openapi-fetch';
import { createEventHub } from './events';
import { envelopeMiddleware, isEnvelope, xsrfMiddleware } from './middleware';
import { withoutNullish, type ApiClientOptions } from './createApiClient';
import type { ApiResult, paths } from './types';

/** The `data` of an envelope type; null for operations that answer none. */
type DataOf<D> = D extends { data: infer X } ? X : null;
type Answer<D> = Promise<{ data?: D; error?: unknown; response: Response }>;

/**
 * The operator console's client: the typed openapi-fetch client over every `/api/admin/…` path,
 * with the same transport rules as the site's (XSRF header on same-origin writes, envelope
 * failures reported through `failure` / `unauthorized`). `call` turns an answer into an
 * ApiResult, or undefined when the request failed in transport.
 */
export function createAdminClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const logger = options.logger ?? console;
  const getCookies = options.getCookies ?? (() => globalThis.document?.cookie ?? '');
  const events = createEventHub();
  const serializeQuery = createQuerySerializer();
  const origin = globalThis.location?.origin;
  const raw = createClient<paths>({
    baseUrl: baseUrl || (origin && origin !== 'null' ? origin : ''),
    credentials: 'same-origin',
    fetch: (request: Request) => (options.fetch ?? globalThis.fetch)(request),
    querySerializer: (query) => serializeQuery(withoutNullish(query as Record<string, unknown>)),
  });
  raw.use(xsrfMiddleware(baseUrl, getCookies));
  raw.use(envelopeMiddleware(events));

  async function call<D>(pending: Answer<D>): Promise<ApiResult<DataOf<D>> | undefined> {
    try {
      const { data, error } = await pending;
      const body = data ?? error;
      if (!isEnvelope(body)) return undefined;
      const message = typeof body.message === 'string' ? body.message : '';
      if (body.code === 200)
        return {
          ok: true,
          code: 200,
          message,
          data: (body as unknown as { data: DataOf<D> }).data,
        };
      return { ok: false, code: body.code, message, data: null };
    } catch (error) {
      logger.error('[admin api] request failed', error);
      return undefined;
    }
  }

  return { raw, call, on: events.on };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
