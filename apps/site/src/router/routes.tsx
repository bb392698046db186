import { replace, type RouteObject } from 'react-router-dom';
import type { SiteServices } from '../app/services';
import { HomePage } from '../pages/HomePage';
import { ErrorPage, NotFoundPage } from '../pages/ErrorPage';
import { RootLayout } from './RootLayout';
import { createUserLoader } from './userLoader';
import type { Location } from 'react-router-dom';
import type { Locale } from '@dongman/ui/shell';
import { loadMemberCatalogue } from '../i18n';

// Pages load on demand; the home page and the error page are in the first bundle (the error page
// must show even when a page bundle fails to load).
type PageModule = Promise<{ default: React.ComponentType }>;
const lazyPage = (load: () => PageModule) => async () => ({ Component: (await load()).default });
/** A member page: its copy (src/i18n/member) loads together with its code. */
const lazyMemberPage = (load: () => PageModule, locale: () => Locale) =>
  lazyPage(() => Promise.all([load(), loadMemberCatalogue(locale())]).then(([module]) => module));

export interface RouteDeps {
  services: SiteServices;
  /** The page being shown, or null before the first render. */
  committedLocation: () => Location | null;
  /** The "not logged in or expired" message in the reader's language. */
  loginExpiredMessage: () => string;
  /** The reader's language (member pages load their copy in it). */
  locale: () => Locale;
}

/** Every route of spec section 2. */
export function createRoutes({
  services,
  committedLocation,
  loginExpiredMessage,
  locale,
}: RouteDeps): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      // Only if the shell itself fails; page errors render inside the shell (below).
      ErrorBoundary: ErrorPage,
      HydrateFallback: () => null,
      children: [
        {
          ErrorBoundary: ErrorPage,
          children: [
            { index: true, loader: () => replace('/home') },
            { path: 'home', Component: HomePage },
            {
              path: 'register',
              lazy: lazyMemberPage(() => import('../pages/RegisterPage'), locale),
            },
            {
              path: 'commonDocument/:id',
              lazy: lazyPage(() => import('../pages/CommonDocumentPage')),
            },
            { path: 'twoClass/:id', lazy: lazyPage(() => import('../pages/SectionPage')) },
            // {x} is a sub-class when the class has children, otherwise a document.
            {
              path: 'twoClass/:id/:x',
              lazy: lazyPage(() => import('../pages/TwoClassEntryPage')),
            },
            {
              path: 'twoClass/:id/:idChildren/:idTwo',
              lazy: lazyPage(() => import('../pages/DocumentPage')),
            },
            {
              path: 'user',
              loader: createUserLoader(services, committedLocation, loginExpiredMessage),
              // Check the session on every navigation into a user route, not only the first.
              shouldRevalidate: () => true,
              children: [
                { index: true, loader: () => replace('/user/info') },
                {
                  path: 'download/:key',
                  lazy: lazyMemberPage(() => import('../pages/user/DownloadPage'), locale),
                },
                {
                  path: 'info',
                  lazy: lazyMemberPage(() => import('../pages/user/InfoPage'), locale),
                },
                {
                  path: 'info/:action',
                  lazy: lazyMemberPage(() => import('../pages/user/InfoPage'), locale),
                },
                {
                  path: 'dubbing',
                  lazy: lazyMemberPage(() => import('../pages/user/DubbingPage'), locale),
                },
              ],
            },
            { path: '404', Component: NotFoundPage },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
