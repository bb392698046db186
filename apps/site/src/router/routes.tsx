import { replace, type RouteObject } from 'react-router-dom';
import type { SiteServices } from '../app/services';
import { HomePage } from '../pages/HomePage';
import { ErrorPage } from '../pages/ErrorPage';
import { RootLayout } from './RootLayout';
import { createUserLoader } from './userLoader';
import type { Location } from 'react-router-dom';
import { loadCopy, type CopyPart } from '../i18n';

// Pages load on demand; the home page and the error boundary are in the first bundle (the error
// boundary must show even when a page bundle fails to load).
type PageModule = Promise<{ default: React.ComponentType }>;
/** A page module and the parts of the site's copy it shows, loaded together. */
const lazyPage =
  (load: () => PageModule, ...copy: CopyPart[]) =>
  async () => {
    const [module] = await Promise.all([load(), loadCopy('pages', ...copy)]);
    return { Component: module.default };
  };
const lazyMemberPage = (load: () => PageModule) => lazyPage(load, 'member');

export interface RouteDeps {
  services: SiteServices;
  /** The page being shown, or null before the first render. */
  committedLocation: () => Location | null;
  /** The "not logged in or expired" message in the reader's language. */
  loginExpiredMessage: () => string;
  /** "Please log in first", for a visitor who was not logged in. */
  loginFirstMessage?: () => string;
}

/** Every route of spec section 2. */
export function createRoutes({
  services,
  committedLocation,
  loginExpiredMessage,
  loginFirstMessage,
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
              lazy: lazyMemberPage(() => import('../pages/RegisterPage')),
            },
            {
              path: 'forgot-password',
              lazy: lazyMemberPage(() => import('../pages/ForgotPasswordPage')),
            },
            {
              path: 'commonDocument/:id',
              lazy: lazyPage(() => import('../pages/CommonDocumentPage')),
            },
            { path: 'search', lazy: lazyPage(() => import('../pages/SearchPage')) },
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
              loader: createUserLoader(
                services,
                committedLocation,
                loginExpiredMessage,
                loginFirstMessage,
              ),
              // Check the session on every navigation into a user route, not only the first.
              shouldRevalidate: () => true,
              children: [
                { index: true, loader: () => replace('/user/info') },
                {
                  path: 'download/:key',
                  lazy: lazyMemberPage(() => import('../pages/user/DownloadPage')),
                },
                {
                  path: 'info',
                  lazy: lazyMemberPage(() => import('../pages/user/InfoPage')),
                },
                {
                  path: 'info/:action',
                  lazy: lazyMemberPage(() => import('../pages/user/InfoPage')),
                },
                {
                  path: 'dubbing',
                  lazy: lazyMemberPage(() => import('../pages/user/DubbingPage')),
                },
              ],
            },
            { path: '404', lazy: lazyPage(() => import('../pages/NotFoundPage')) },
            { path: '*', lazy: lazyPage(() => import('../pages/NotFoundPage')) },
          ],
        },
      ],
    },
  ];
}
