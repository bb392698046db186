import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initialLocale } from './app/locale';
import { createSiteServices } from './app/services';
import { loadCopy, setSiteLocale, siteMessagesFor } from './i18n';

const locale = initialLocale();
document.documentElement.lang = locale;
setSiteLocale(locale);
await loadCopy();
document.title = siteMessagesFor(locale).siteName;

// Created once: the router's session check and React share the same client and session.
const services = createSiteServices();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (a phone's input stays responsive; issue 13).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App services={services} locale={locale} />
    </StrictMode>,
  );
});
