import { useLayoutEffect } from 'react';
import { useSiteMessages } from '../i18n';
import { windowTitle } from '../lib/title';

/**
 * Sets the window title to "{part} - … - {site name}" (e.g. "素材中心 - 动漫素材会员站") while the
 * page is shown. Give the most specific part first; empty parts are skipped. Set in the same commit
 * as the page's content (a layout effect), so the title never lags behind what is on screen.
 */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const sm = useSiteMessages();
  const title = windowTitle(sm.siteName, ...parts);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
