import { createPath, replace, type LoaderFunctionArgs, type Location } from 'react-router-dom';
import { message } from '@dongman/ui/shell';
import type { SiteServices } from '../app/services';

/**
 * The `user` parent route's loader: the session is checked before any user route renders.
 * 200 stores the user info; 401 clears it, signals login required (the login modal opens),
 * shows the error (请先登录 for a guest, the server's "expired" message for a member) and aborts
 * the navigation. The refused path is remembered so logging in continues there.
 *
 * `committedLocation` is the page currently shown (null before the first render).
 */
export function createUserLoader(
  services: SiteServices,
  committedLocation: () => Location | null,
  fallbackMessage: () => string,
  guestMessage: () => string = fallbackMessage,
) {
  return async function userLoader({ request }: LoaderFunctionArgs) {
    // A visitor who never logged in here is asked to log in, not told a session expired.
    const wasMember = services.session.isMember();
    const result = await services.session.refreshSession(services.api);
    if (result?.ok) return null;
    if (request.signal.aborted) return null; // superseded by another navigation

    const url = new URL(request.url);
    if (result?.code === 401) {
      services.loginIntent.remember(`${url.pathname}${url.search}`);
      message.error(wasMember ? result.message || fallbackMessage() : guestMessage());
    }
    // Other failures were already reported (toast for codes, network toast for transport).
    // Stay where we were; from another user route (or on first load) go home instead.
    const current = committedLocation();
    const back = current && !current.pathname.startsWith('/user') ? createPath(current) : '/home';
    throw replace(back);
  };
}
