import { createContext, useContext } from 'react';

/** What the page area shows: its render key (a new key remounts the page) and a load failure. */
export interface ShownPage {
  renderKey: string;
  /** The page's bundle could not be loaded (shown by the error page). */
  error?: unknown;
}

export interface SiteNavigation {
  /** A navigation is waiting for its page's code or a session check. */
  pending: boolean;
  page: ShownPage;
}

export const SiteNavigationContext = createContext<SiteNavigation>({
  pending: false,
  page: { renderKey: 'initial' },
});

export const useSiteNavigation = () => useContext(SiteNavigationContext);
