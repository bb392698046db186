import Bowser from 'bowser';

// Names a member recognises. WeChat's in-app browser is how most members here open the site,
// so it goes by its Chinese name (as the WeChat app itself calls it); its version says nothing.
const BROWSER_NAMES: Record<string, string> = {
  WeChat: '微信',
  'Microsoft Edge': 'Edge',
  'QQ Browser': 'QQ浏览器',
  'QQ Browser Lite': 'QQ浏览器',
  'UC Browser': 'UC浏览器',
};
const WITHOUT_VERSION = new Set(['WeChat']);

/**
 * A readable device from a user agent — "Chrome 120 · Windows", "微信 · iPhone" — parsed with
 * bowser (a maintained parser) rather than our own patterns. Null when nothing is recognised
 * (no user agent, or a script such as curl): the site then says it does not know.
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browserName = parsed.browser.name ?? '';
  const major = parsed.browser.version?.split('.')[0];
  const browser = browserName
    ? [
        BROWSER_NAMES[browserName] ?? browserName,
        WITHOUT_VERSION.has(browserName) ? undefined : major,
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  // iOS devices by their model (iPhone, iPad): that is what their owners call them.
  const system =
    parsed.os.name === 'iOS' && parsed.platform.model ? parsed.platform.model : parsed.os.name;
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
