import type { ComponentType } from 'react';
import { loadCopy, type CopyPart } from '../i18n';

/**
 * A page of the route table: its component once loaded. The router loads it (with the parts of
 * the site's copy it shows) before showing the route, so a page never suspends on arrival and
 * the previous page stays until the next one is ready.
 */
export interface SitePage {
  Component: ComponentType | undefined;
  load(): Promise<void>;
}

/** A page in the first bundle. */
export const eagerPage = (Component: ComponentType): SitePage => ({
  Component,
  load: () => Promise.resolve(),
});

/** A page loaded on demand, with its copy; a failed load is tried again on the next visit. */
export function lazyPage(
  importer: () => Promise<{ default: ComponentType }>,
  ...copy: CopyPart[]
): SitePage {
  let loading: Promise<void> | undefined;
  const page: SitePage = {
    Component: undefined,
    load() {
      loading ??= Promise.all([importer(), loadCopy('pages', ...copy)]).then(
        ([module]) => {
          page.Component = module.default;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return page;
}
