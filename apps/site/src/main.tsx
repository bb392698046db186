import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialLocale } from './app/locale';
import { createSiteServices } from './app/services';
import { loadCopy, setSiteLocale, siteMessagesFor } from './i18n';
import { createAppRouter } from './router/createAppRouter';

const locale = initialLocale();
document.documentElement.lang = locale;
setSiteLocale(locale);
await loadCopy();
document.title = siteMessagesFor(locale).siteName;

// Created once: the router's loaders and React share the same client and session.
const services = createSiteServices();
const router = createAppRouter(services, () => locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} locale={locale} />
  </StrictMode>,
);
