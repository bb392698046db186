import type { Location } from 'react-router-dom';
import { message } from '@dongman/ui/shell';
import type { SiteServices } from '../app/services';

/**
 * The session check before any user route renders (every navigation into one, not only the
 * first). 200 stores the user info and lets the page show (null). 401 clears it, signals login
 * required (the login modal opens), shows the error and refuses the navigation: the answer is
 * where to go instead — the page shown, or home from another user route or on first load. The
 * refused path is remembered so logging in continues there.
 *
 * `shown` is the page currently shown (null before the first one); `signal` aborts when another
 * navigation supersedes this one.
 */
export async function checkMemberRoute(
  services: SiteServices,
  target: Pick<Location, 'pathname' | 'search'>,
  shown: Pick<Location, 'pathname' | 'search'> | null,
  fallbackMessage: () => string,
  signal?: AbortSignal,
): Promise<string | null> {
  const result = await services.session.refreshSession(services.api);
  if (result?.ok || signal?.aborted) return null;

  if (result?.code === 401) {
    services.loginIntent.remember(`${target.pathname}${target.search}`);
    message.error(result.message || fallbackMessage());
  }
  // Other failures were already reported (toast for codes, network toast for transport).
  return shown && !shown.pathname.startsWith('/user')
    ? `${shown.pathname}${shown.search}`
    : '/home';
}
