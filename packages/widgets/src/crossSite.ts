import type { ApiClient } from '@dongman/api-client';
import type { CrossSiteProblem } from './copy/crossSite';

// Why a call from another site failed, when the cause is the host's set-up rather than the
// member or the network:
// - a write refused for its XSRF token (403) from another origin: the member site's cookies did
//   not come along, which browsers do across sites unless both are served over HTTPS (the server
//   then marks them SameSite=None; Secure) — "insecure";
// - no answer at all, while the server does answer a request that needs no permission (a
//   `no-cors` probe): the server refused this origin (CORS_ORIGINS) — "origin"; an HTTPS page
//   calling an HTTP API is blocked by the browser as mixed content — "insecure". The probe asks
//   for /healthz, the one path the server lets any page load (Cross-Origin-Resource-Policy).

/** The API's origin when it is not this page's, else null. */
export function foreignOrigin(api: ApiClient): string | null {
  if (!api.baseUrl || typeof location === 'undefined') return null;
  try {
    const origin = new URL(api.baseUrl, location.href).origin;
    return origin === location.origin ? null : origin;
  } catch {
    return null;
  }
}

/** A refusal for the XSRF token (the server's 403 names X-XSRF-TOKEN) on a cross-site call. */
export function refusedForCookies(
  api: ApiClient,
  result: { ok: boolean; code: number; message: string } | undefined,
): CrossSiteProblem | null {
  if (!foreignOrigin(api) || !result || result.ok || result.code !== 403) return null;
  return /XSRF/i.test(result.message) ? 'insecure' : null;
}

/** After a call got no answer: the host's set-up, or (null) the network or the server. */
export async function unreachableBecause(api: ApiClient): Promise<CrossSiteProblem | null> {
  const origin = foreignOrigin(api);
  if (!origin) return null;
  if (location.protocol === 'https:' && origin.startsWith('http:')) return 'insecure';
  try {
    await fetch(`${origin}/healthz`, { mode: 'no-cors', credentials: 'omit' });
    return 'origin'; // the server answers, just not to this page
  } catch {
    return null;
  }
}
