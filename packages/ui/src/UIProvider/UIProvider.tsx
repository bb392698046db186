import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme as defaultTheme, GlobalStyle, ScopedBase } from '../theme';
import type { Theme } from '../theme';
import { defaultLocale, getCatalogue, loadCatalogue } from '../i18n';
import type { Locale } from '../i18n';
import { UIContext, createUIContextValue } from './context';
import type { Contacts, OnNavigate, RenderLink } from './context';
import { createToastStore } from '../Toast/store';
import { ToastViewport } from '../Toast/ToastViewport';
import { ToastContext } from '../Toast/useToast';

export interface UIProviderProps {
  /** Display language; zh-CN by default. */
  locale?: Locale;
  /** WeChat ids shown in the account locked / pending dialogs. */
  contacts?: Contacts;
  /** Default link renderer for library links (e.g. a router Link). */
  renderLink?: RenderLink;
  /** Default navigation callback for library links; the click's default is prevented when set. */
  onNavigate?: OnNavigate;
  /** Override tokens (rarely needed). */
  theme?: Theme;
  /**
   * Style the whole page: a global reset on `body` and the CJK font stack (the site itself).
   * Off by default so a host page that embeds the widgets keeps its own styles; the font, colour
   * and box sizing then apply inside the provider only.
   */
  globalStyle?: boolean;
  /**
   * Receive the module-level `message.*` toasts (default true). The first mounted provider that
   * allows it gets them; `useToast()` always uses its own provider.
   */
  messageHost?: boolean;
  children?: ReactNode;
}

/** Theme, global styles, locale and the toast live regions for everything inside it. */
export function UIProvider({
  locale = defaultLocale,
  contacts,
  renderLink,
  onNavigate,
  theme = defaultTheme,
  globalStyle = false,
  messageHost = true,
  children,
}: UIProviderProps) {
  const [toastStore] = useState(createToastStore);
  const messages = useCatalogue(locale);
  const value = useMemo(
    () => createUIContextValue(locale, messages, { contacts, renderLink, onNavigate }),
    [locale, messages, contacts, renderLink, onNavigate],
  );
  return (
    <ThemeProvider theme={theme}>
      <UIContext.Provider value={value}>
        <ToastContext.Provider value={toastStore}>
          {globalStyle ? (
            <>
              <GlobalStyle />
              {children}
              <ToastViewport store={toastStore} primary={messageHost} />
            </>
          ) : (
            <ScopedBase data-dongman-ui="">
              {children}
              <ToastViewport store={toastStore} primary={messageHost} />
            </ScopedBase>
          )}
        </ToastContext.Provider>
      </UIContext.Provider>
    </ThemeProvider>
  );
}

/**
 * zh-CN is always there; another catalogue may still be loading: suspend until it is (once).
 * Throwing the promise (rather than React 19's `use`) works with React 18 too.
 */
function useCatalogue(locale: Locale) {
  const messages = getCatalogue(locale);
  if (messages) return messages;
  throw loadCatalogue(locale);
}
