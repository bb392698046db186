import { createApiClient, type ApiClient } from '@dongman/api-client';
import { createSessionStore, type SessionStore } from '@dongman/state';
import { createLoginIntent, type LoginIntent } from './loginIntent';

/** Everything created once per page load and shared by React and the route loaders. */
export interface SiteServices {
  api: ApiClient;
  session: SessionStore;
  loginIntent: LoginIntent;
}

export function createSiteServices(overrides: Partial<SiteServices> = {}): SiteServices {
  return {
    api: overrides.api ?? createApiClient(),
    session: overrides.session ?? createSessionStore(),
    loginIntent: overrides.loginIntent ?? createLoginIntent(),
  };
}
