import { styled } from 'styled-components';
import { storageKeys } from '../app/config';
import { useSiteMessages } from '../i18n';

const Switch = styled.button`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * 中文 ⇄ English in the top bar. The choice is stored like `?lang=` stores it, and the page loads
 * again in that language (the copy of every page part is chosen at start).
 */
export function LanguageSwitch() {
  const sm = useSiteMessages();
  // main.tsx sets <html lang> to the locale the page started with.
  const next = document.documentElement.lang === 'en' ? 'zh-CN' : 'en';
  const choose = () => {
    try {
      globalThis.localStorage?.setItem(storageKeys.locale, next);
    } catch {
      // storage blocked: ?lang= below still carries the choice for this load
    }
    const url = new URL(window.location.href);
    url.searchParams.set('lang', next);
    window.location.replace(url.toString());
  };
  return (
    <Switch
      type="button"
      aria-label={`${sm.otherLanguage} · ${sm.switchLanguage}`}
      onClick={choose}
      data-testid="language-switch"
    >
      <span lang={next}>{sm.otherLanguage}</span>
    </Switch>
  );
}
