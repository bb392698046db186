import { useEffect } from 'react';
import { useSiteMessages } from '../i18n';
import { windowTitle } from '../lib/title';

/**
 * Sets the window title to "{part} - … - {site name}" (e.g. "素材中心 - 动漫素材会员站") while the
 * page is shown. Give the most specific part first; empty parts are skipped.
 */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const sm = useSiteMessages();
  const title = windowTitle(sm.siteName, ...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
