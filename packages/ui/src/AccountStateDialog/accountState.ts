import { loadedCatalogues } from '../i18n';

// Kept apart from the dialog so the site can check a login message without loading the dialog.
export type AccountStateKind = 'locked' | 'pending';

/**
 * Which account-state dialog a login error message calls for, if any: the server's message
 * contains the locked text ("账号已锁定") or the pending-review text ("账号审核中"), in zh-CN or
 * any other loaded catalogue.
 */
export function accountStateFromMessage(message: string): AccountStateKind | null {
  const all = loadedCatalogues();
  if (all.some((c) => message.includes(c.lockedText))) return 'locked';
  if (all.some((c) => message.includes(c.pendingText))) return 'pending';
  return null;
}
