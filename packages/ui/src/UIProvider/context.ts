import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { defaultLocale, format, zhCN } from '../i18n';
import type { FormatParams, Locale, MessageKey, Messages } from '../i18n';

/** WeChat ids shown in account-state dialogs. */
export interface Contacts {
  studentsWechat: string;
  materialsWechat: string;
}

export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}
/** Lets the site render links with its router instead of plain anchors. */
export type RenderLink = (props: RenderLinkProps) => ReactNode;
/** Called with the hash path (e.g. `#/twoClass/3`) when a library link is followed. */
export type OnNavigate = (path: string) => void;

export type Translate = (key: MessageKey, params?: FormatParams) => string;

export interface UIContextValue {
  locale: Locale;
  messages: Messages;
  t: Translate;
  contacts?: Contacts;
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
}

export function createUIContextValue(
  locale: Locale,
  messages: Messages,
  extra: Omit<UIContextValue, 'locale' | 'messages' | 't'> = {},
): UIContextValue {
  return { locale, messages, t: (key, params) => format(messages[key], params), ...extra };
}

const fallback = createUIContextValue(defaultLocale, zhCN);
export const UIContext = createContext<UIContextValue>(fallback);

/** The locale, catalogue and link settings of the nearest UIProvider (zh-CN defaults without one). */
export function useUI(): UIContextValue {
  return useContext(UIContext);
}

export type MessagesWithT = Messages & { t: Translate; locale: Locale };

/**
 * The typed catalogue of the current locale plus `t(key, params)`:
 * `const m = useMessages(); m.login; m.t('filing', { number })`.
 */
export function useMessages(): MessagesWithT {
  const { messages, t, locale } = useContext(UIContext);
  return withT.get(messages)?.get(locale) ?? remember(messages, t, locale);
}

// Cache per catalogue so the returned object is referentially stable across renders.
const withT = new WeakMap<Messages, Map<Locale, MessagesWithT>>();
function remember(messages: Messages, t: Translate, locale: Locale): MessagesWithT {
  const value: MessagesWithT = { ...messages, t, locale };
  const perLocale = withT.get(messages) ?? new Map<Locale, MessagesWithT>();
  perLocale.set(locale, value);
  withT.set(messages, perLocale);
  return value;
}

export function useContacts(): Contacts | undefined {
  return useContext(UIContext).contacts;
}
