import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toPath } from './paths';
import { pathOf, reloadState } from './reload';

/**
 * Navigation for pages and the shell: `go('/twoClass/3')` or `go('#/twoClass/3')`.
 * The target is always reloaded, also when it is the page being shown (then the history entry is
 * replaced instead of duplicated). `reload()` reloads the current page in place.
 */
export function useSiteNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = pathOf(location);
  const go = useCallback(
    (to: string, options: { replace?: boolean } = {}) => {
      const path = toPath(to);
      void navigate(path, { replace: options.replace ?? path === current, state: reloadState() });
    },
    [navigate, current],
  );
  const reload = useCallback(() => go(current, { replace: true }), [go, current]);
  return { go, reload, currentPath: current };
}
