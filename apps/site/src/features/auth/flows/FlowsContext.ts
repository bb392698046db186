import { createContext, useContext } from 'react';

/** The site-wide dialogs any part of the site can open. */
export interface Flows {
  /**
   * Opens the member login modal (same as `session.requireLogin()`); `name` fills in the account
   * (e.g. just registered).
   */
  openLogin(options?: { name?: string }): void;
  openChangePassword(): void;
  /** Asks "log out now?" and logs out on confirm. */
  confirmLogout(): void;
  /**
   * Where a member who just registered or signed in goes: the page login was required for, else
   * the last page shown before the register / forgotten-password pages, else home.
   */
  returnPath(): string;
}

export const FlowsContext = createContext<Flows | null>(null);

export function useFlows(): Flows {
  const flows = useContext(FlowsContext);
  if (!flows) throw new Error('useFlows must be used inside <GlobalFlows>');
  return flows;
}

/** True while a site-wide dialog (login, logout, password, 401 prompt) is open. */
export const FlowDialogOpenContext = createContext(false);

/** Lets a page hold back its own dialog (the update notice) while the login dialog is open. */
export function useFlowDialogOpen(): boolean {
  return useContext(FlowDialogOpenContext);
}
