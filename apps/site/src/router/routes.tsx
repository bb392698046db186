import { matchRoutes } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { eagerPage, lazyPage, type SitePage } from './pages';

/** One route of spec section 2: a page, or a redirect; `member` routes check the session first. */
export interface SiteRoute {
  path: string;
  page?: SitePage;
  redirect?: string;
  member?: boolean;
}

const memberPage = (importer: Parameters<typeof lazyPage>[0]) => lazyPage(importer, 'member');
// The auth pages' own copy, and the member part's SMS code row they share with the profile page.
const authPage = (importer: Parameters<typeof lazyPage>[0]) => lazyPage(importer, 'member', 'auth');
const notFound = lazyPage(() => import('../features/errors/NotFoundPage'));
const infoPage = memberPage(() => import('../features/member/InfoPage'));

/** Every route of spec section 2. The home page is in the first bundle; the rest load on demand. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', redirect: '/home' },
  { path: '/home', page: eagerPage(HomePage) },
  { path: '/register', page: authPage(() => import('../features/auth/RegisterPage')) },
  {
    path: '/forgot-password',
    page: authPage(() => import('../features/auth/ForgotPasswordPage')),
  },
  {
    path: '/reset-password/:token',
    page: authPage(() => import('../features/auth/ResetLinkPage')),
  },
  {
    path: '/commonDocument/:id',
    page: lazyPage(() => import('../features/catalog/CommonDocumentPage')),
  },
  { path: '/search', page: lazyPage(() => import('../features/search/SearchPage')) },
  { path: '/twoClass/:id', page: lazyPage(() => import('../features/catalog/SectionPage')) },
  // {x} is a sub-class when the class has children, otherwise a document.
  {
    path: '/twoClass/:id/:x',
    page: lazyPage(() => import('../features/catalog/TwoClassEntryPage')),
  },
  {
    path: '/twoClass/:id/:idChildren/:idTwo',
    page: lazyPage(() => import('../features/catalog/DocumentPage')),
  },
  // Staff-only draft preview, opened from the console's 预览 (the read needs the console cookie).
  {
    path: '/preview/:documentId',
    page: lazyPage(() => import('../features/catalog/DocumentPreviewPage')),
  },
  { path: '/user', redirect: '/user/info' },
  {
    path: '/user/download/:key',
    member: true,
    page: memberPage(() => import('../features/download/DownloadPage')),
  },
  { path: '/user/info', member: true, page: infoPage },
  { path: '/user/info/:action', member: true, page: infoPage },
  {
    path: '/user/dubbing',
    member: true,
    page: memberPage(() => import('../features/dubbing/DubbingPage')),
  },
  { path: '/404', page: notFound },
  { path: '*', page: notFound },
];

const matchable = SITE_ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The route a path shows (the not-found page when nothing else matches). */
export function siteRouteFor(pathname: string): SiteRoute {
  const match = matchRoutes(matchable, pathname)?.[0];
  return match?.route.handle ?? SITE_ROUTES[SITE_ROUTES.length - 1]!;
}
