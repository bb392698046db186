import { createHashRouter } from 'react-router-dom';
import { getCatalogue, zhCN } from '@dongman/ui/shell';
import type { SiteServices } from '../app/services';
import { siteMessagesFor } from '../i18n';
import { createRoutes } from './routes';
import type { Locale } from '@dongman/ui/shell';

export type AppRouter = ReturnType<typeof createHashRouter>;

/** The hash router with every route of spec section 2, sharing the site's services. */
export function createAppRouter(services: SiteServices, locale: () => Locale): AppRouter {
  const router: AppRouter = createHashRouter(
    createRoutes({
      services,
      committedLocation: () => (router.state.initialized ? router.state.location : null),
      loginExpiredMessage: () => (getCatalogue(locale()) ?? zhCN).loginExpired,
      loginFirstMessage: () => siteMessagesFor(locale()).loginFirst,
    }),
  );
  return router;
}
