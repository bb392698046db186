import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startFirstReads } from './app/firstReads';
import { initialLocale } from './app/locale';
import { createSiteServices } from './app/services';
import { loadCopy, setSiteLocale, siteMessagesFor } from './i18n';
import { siteRouteFor } from './router/routes';

// How long the first render waits for the first page's reads and code at most: they are usually
// in before the script has run (written into index.html by the server, or started by its boot
// script), but a slow API must not keep the page blank; the page then shows its placeholders and
// fills in as usual.
const FIRST_RENDER_WAIT_MS = 1500;

const locale = initialLocale();
document.documentElement.lang = locale;
setSiteLocale(locale);

// Created once: the router's session check and React share the same client and session.
const services = createSiteServices();
const firstReads = startFirstReads(services.api, window.location.hash);
services.firstReads = firstReads;
// The first page's code loads meanwhile (the router would ask for it only after a first render).
const route = siteRouteFor(window.location.hash.replace(/^#/, '').split('?')[0] || '/');

/** Waits (briefly) for the first page's reads, code and copy, then renders the site. */
async function start(): Promise<void> {
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  await Promise.all([
    loadCopy(),
    Promise.race([Promise.allSettled([firstReads.settled(), route.page?.load()]), waited]),
  ]);
  document.title = siteMessagesFor(locale).siteName;

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The first render as a transition: React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page (a phone's input stays responsive; issue 13).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App services={services} locale={locale} />
      </StrictMode>,
    );
  });
}

// Not a top-level await: a lazy page's chunk imports this entry chunk, and a module cannot run
// until every module it imports has finished, top-level awaits included. Awaiting the page's code
// here would make it wait for itself until FIRST_RENDER_WAIT_MS ran out.
void start();
