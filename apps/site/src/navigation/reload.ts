import type { Location, NavigationType } from 'react-router-dom';
import { toPath } from './paths';

/**
 * Spec: "every navigation reloads its target". The page area is keyed by `renderKey`: a new key
 * remounts the page, which loads its data afresh — also when the target is the page being shown.
 */
export interface ReloadView {
  /** The location this view was computed for. */
  locationKey: string;
  path: string;
  renderKey: string;
}

/** Marks a navigation the site started, so it reloads even when it lands on the same path. */
export interface ReloadState {
  reload: number;
}

let reloadCount = 0;
export const reloadState = (): ReloadState => ({ reload: ++reloadCount });

const hasReloadMark = (state: unknown) =>
  typeof state === 'object' && state !== null && 'reload' in state;

export const pathOf = (location: Pick<Location, 'pathname' | 'search'>) =>
  `${location.pathname}${location.search}`;

export function initialReloadView(location: Location): ReloadView {
  return { locationKey: location.key, path: pathOf(location), renderKey: location.key };
}

/**
 * The next view for a location. Every new location gets a fresh render key, except a redirect
 * back to the page already shown (an aborted navigation, e.g. the session check refusing a user
 * route): that keeps the page as it is.
 */
export function nextReloadView(
  view: ReloadView,
  location: Location,
  navigationType: NavigationType | `${NavigationType}`,
): ReloadView {
  if (location.key === view.locationKey) return view;
  const path = pathOf(location);
  const aborted =
    navigationType === 'REPLACE' && path === view.path && !hasReloadMark(location.state);
  return { locationKey: location.key, path, renderKey: aborted ? view.renderKey : location.key };
}

/** Minimal router surface used for navigation (see App's NavigatorBridge). */
export interface NavigatingRouter {
  state: { location: Pick<Location, 'pathname' | 'search'> };
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
}

/**
 * Goes to a hash route or path, reloading it. Going to the page being shown replaces the history
 * entry rather than stacking a duplicate.
 */
export function navigateTo(
  router: NavigatingRouter,
  to: string,
  options: { replace?: boolean } = {},
): void {
  const path = toPath(to);
  const same = path === pathOf(router.state.location);
  void router.navigate(path, { replace: options.replace ?? same, state: reloadState() });
}
