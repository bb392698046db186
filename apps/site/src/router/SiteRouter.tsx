import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  HashRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
  createPath,
} from 'react-router-dom';
import type { SiteServices } from '../app/services';
import { checkMemberRoute } from './memberCheck';
import { SiteNavigationContext, useSiteNavigation, type SiteNavigation } from './navigation';
import { initialReloadView, nextReloadView, type ReloadView } from '../navigation/reload';
import { SITE_ROUTES, siteRouteFor, type SiteRoute } from './routes';

// The declarative hash router plus this gate, rather than react-router's data router: the data
// router's code is about 50 KB more in the first bundle (issue 13). The gate does what the data
// router did for us: a route's code (and the session check of user routes) loads before the
// route is shown, the previous page stays meanwhile, and a refused navigation goes back.

interface Shown {
  /** The router's location this was made for (compared by identity). */
  source: Location;
  /** The same, with a key of its own: hash changes made outside the router all have "default". */
  location: Location;
  navigationType: NavigationType | `${NavigationType}`;
  error?: unknown;
}

let outsideChanges = 0;
function showing(
  location: Location,
  navigationType: Shown['navigationType'],
  error?: unknown,
): Shown {
  const key = location.key === 'default' ? `default-${++outsideChanges}` : location.key;
  return { source: location, location: { ...location, key }, navigationType, error };
}

/** Renders the route's page once loaded (the gate loads it before showing the route). */
function PageOf({ route }: { route: SiteRoute }) {
  const { page } = useSiteNavigation();
  if (page.error) throw page.error;
  const Component = route.page?.Component;
  return Component ? <Component /> : null;
}

function pageRoutes(): RouteObject[] {
  return SITE_ROUTES.filter((route) => route.page).map((route) => ({
    path: route.path,
    element: <PageOf route={route} />,
  }));
}

export interface RouteGateProps {
  services: SiteServices;
  /** The shell around the page area (renders an <Outlet />). */
  layout: ReactNode;
  /** The "not logged in or expired" message in the reader's language. */
  loginExpiredMessage: () => string;
  /** "Please log in first", for a visitor who was not logged in. */
  loginFirstMessage?: () => string;
}

/** Shows the current location's page once it can be shown (code loaded, session checked). */
function RouteGate({ services, layout, loginExpiredMessage, loginFirstMessage }: RouteGateProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const route = siteRouteFor(location.pathname);
  const ready = !route.redirect && !route.member && route.page?.Component !== undefined;

  const [shown, setShown] = useState<Shown | null>(() =>
    ready ? showing(location, navigationType) : null,
  );
  // A page already loaded shows at once (no empty frame between the two pages).
  if (ready && shown?.source !== location) setShown(showing(location, navigationType));

  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  });
  const message = useRef(loginExpiredMessage);
  const guestMessage = useRef(loginFirstMessage ?? loginExpiredMessage);
  useEffect(() => {
    message.current = loginExpiredMessage;
    guestMessage.current = loginFirstMessage ?? loginExpiredMessage;
  });

  useEffect(() => {
    if (ready) return;
    if (route.redirect) {
      void navigate(route.redirect, { replace: true });
      return;
    }
    const controller = new AbortController();
    const current = shownRef.current?.location ?? null;
    void (async () => {
      let back: string | null = null;
      let error: unknown;
      try {
        [back] = await Promise.all([
          route.member
            ? checkMemberRoute(
                services,
                location,
                current,
                () => message.current(),
                controller.signal,
                () => guestMessage.current(),
              )
            : null,
          route.page?.load(),
        ]);
      } catch (failure) {
        error = failure;
      }
      if (controller.signal.aborted) return;
      if (back !== null && !error) void navigate(back, { replace: true });
      else setShown(showing(location, navigationType, error));
    })();
    return () => controller.abort();
    // One check per location; the route and readiness follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  const [view, setView] = useState<ReloadView | null>(() =>
    shown ? initialReloadView(shown.location) : null,
  );
  let nextView = view;
  if (shown && (!view || view.locationKey !== shown.location.key)) {
    nextView = view
      ? nextReloadView(view, shown.location, shown.navigationType)
      : initialReloadView(shown.location);
    setView(nextView);
  }
  const renderKey = nextView?.renderKey ?? 'loading';
  // A new page starts at the top; back/forward (POP) leaves scrolling to the browser.
  const shownType = shown?.navigationType;
  useEffect(() => {
    if (shownType && shownType !== 'POP') window.scrollTo(0, 0);
  }, [renderKey, shownType]);

  const routes = useMemo(() => [{ path: '/', element: layout, children: pageRoutes() }], [layout]);
  const element = useRoutes(routes, shown?.location ?? location);
  const navigation = useMemo<SiteNavigation>(
    () => ({
      pending: shown?.source !== location,
      page: { renderKey, error: shown?.error },
    }),
    [shown, location, renderKey],
  );
  // Nothing until the first page is ready: the shell and the page appear together (no shift).
  return (
    <SiteNavigationContext.Provider value={navigation}>
      {shown ? element : null}
    </SiteNavigationContext.Provider>
  );
}

/**
 * HashRouter reads the hash when it first renders but listens for changes only once that render
 * commits. The first render runs as a transition (main.tsx), so a hash change in between (a fast
 * tap, a link followed while the page starts) would be lost and the old page would stay: once the
 * router listens, this catches up with the hash the browser shows.
 */
function CatchUpWithHash() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const shown = window.location.hash.replace(/^#/, '') || '/';
    if (shown !== createPath(location)) void navigate(shown, { replace: true });
    // Once, after the first commit: later changes reach the router through its listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The site's hash router: every route of spec section 2 inside `layout`. */
export function SiteRouter(props: RouteGateProps & { children?: ReactNode }) {
  return (
    <HashRouter>
      <CatchUpWithHash />
      {props.children}
      <RouteGate {...props} />
    </HashRouter>
  );
}
