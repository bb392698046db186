import { zhCN } from './zh-CN';
import type { Messages } from './zh-CN';

export type { MessageKey, Messages } from './zh-CN';
export { format } from './format';
export type { FormatParams } from './format';
export { zhCN };

export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';

// zh-CN ships with every entry; other languages load on first use so the widgets most visitors
// get (zh-CN) stay small. `registerCatalogue` lets an app bundle one eagerly instead.
const loaders: Record<Exclude<Locale, 'zh-CN'>, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
};
const loaded = new Map<Locale, Messages>();
const promises = new Map<Locale, Promise<Messages>>();

// A promise already marked fulfilled, which React's `use()` reads without suspending.
function settled(messages: Messages): Promise<Messages> {
  return Object.assign(Promise.resolve(messages), { status: 'fulfilled', value: messages });
}

/** Makes a catalogue available synchronously (e.g. `registerCatalogue('en', en)`). */
export function registerCatalogue(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
  promises.set(locale, settled(messages));
}
registerCatalogue('zh-CN', zhCN);

/** The catalogue if it is already available. */
export function getCatalogue(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/**
 * Loads a catalogue once. Always the same promise per locale, so it can be passed to `use()`;
 * loaded catalogues resolve synchronously there.
 */
export function loadCatalogue(locale: Locale): Promise<Messages> {
  let promise = promises.get(locale);
  if (!promise) {
    const loading: Promise<Messages> = loaders[locale as Exclude<Locale, 'zh-CN'>]().then(
      (messages) => {
        loaded.set(locale, messages);
        Object.assign(loading, { status: 'fulfilled', value: messages });
        return messages;
      },
    );
    promise = loading;
    promises.set(locale, promise);
  }
  return promise;
}

/** Catalogues available right now (zh-CN plus any loaded ones). */
export function loadedCatalogues(): Messages[] {
  return [...loaded.values()];
}
