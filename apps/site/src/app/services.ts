import { createApiClient, type ApiClient } from '@dongman/api-client';
import { createSessionStore, type SessionStore } from '@dongman/state';
import { fetchWithFirstAnswers } from './firstAnswers';
import type { FirstReads } from './firstReads';
import { createLoginIntent, type LoginIntent } from './loginIntent';

/** Everything created once per page load and shared by React and the route loaders. */
export interface SiteServices {
  api: ApiClient;
  session: SessionStore;
  loginIntent: LoginIntent;
  /** The first page's reads, started before React (main.tsx); none in tests. */
  firstReads?: FirstReads;
}

export function createSiteServices(overrides: Partial<SiteServices> = {}): SiteServices {
  return {
    api: overrides.api ?? createApiClient({ fetch: fetchWithFirstAnswers }),
    session: overrides.session ?? createSessionStore(),
    loginIntent: overrides.loginIntent ?? createLoginIntent(),
    firstReads: overrides.firstReads,
  };
}
