import { createContext, useContext } from 'react';

/** The site-wide dialogs any part of the site can open. */
export interface Flows {
  /** Opens the member login modal (same as `session.requireLogin()`). */
  openLogin(): void;
  openChangePassword(): void;
  /** Asks "log out now?" and logs out on confirm. */
  confirmLogout(): void;
}

export const FlowsContext = createContext<Flows | null>(null);

export function useFlows(): Flows {
  const flows = useContext(FlowsContext);
  if (!flows) throw new Error('useFlows must be used inside <GlobalFlows>');
  return flows;
}
