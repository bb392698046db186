import { replace, type RouteObject } from 'react-router-dom';
import type { SiteServices } from '../app/services';
import { HomePage } from '../features/home/HomePage';
import { ErrorPage } from '../features/errors/ErrorPage';
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
}

/** Every route of spec section 2. */
export function createRoutes({
  services,
  committedLocation,
  loginExpiredMessage,
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
              lazy: lazyMemberPage(() => import('../features/auth/RegisterPage')),
            },
            {
              path: 'forgot-password',
              lazy: lazyMemberPage(() => import('../features/auth/ForgotPasswordPage')),
            },
            {
              path: 'commonDocument/:id',
              lazy: lazyPage(() => import('../features/catalog/CommonDocumentPage')),
            },
            {
              path: 'twoClass/:id',
              lazy: lazyPage(() => import('../features/catalog/SectionPage')),
            },
            // {x} is a sub-class when the class has children, otherwise a document.
            {
              path: 'twoClass/:id/:x',
              lazy: lazyPage(() => import('../features/catalog/TwoClassEntryPage')),
            },
            {
              path: 'twoClass/:id/:idChildren/:idTwo',
              lazy: lazyPage(() => import('../features/catalog/DocumentPage')),
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
                  lazy: lazyMemberPage(() => import('../features/download/DownloadPage')),
                },
                {
                  path: 'info',
                  lazy: lazyMemberPage(() => import('../features/member/InfoPage')),
                },
                {
                  path: 'info/:action',
                  lazy: lazyMemberPage(() => import('../features/member/InfoPage')),
                },
                {
                  path: 'dubbing',
                  lazy: lazyMemberPage(() => import('../features/dubbing/DubbingPage')),
                },
              ],
            },
            { path: '404', lazy: lazyPage(() => import('../features/errors/NotFoundPage')) },
            { path: '*', lazy: lazyPage(() => import('../features/errors/NotFoundPage')) },
          ],
        },
      ],
    },
  ];
}
