import type { ApiClient, UserInfo } from '@dongman/api-client';
import {
  USER_INFO_STORAGE_KEY,
  parseUserInfo,
  readUserInfo,
  removeUserInfo,
  writeUserInfo,
} from './storage';
import { guestUserInfo, isMemberInfo, toSessionUserInfo, type SessionUserInfo } from './userInfo';

/** The calls the session actions make; any ApiClient fits. */
export type SessionApi = Pick<ApiClient, 'login' | 'logout' | 'getSession'>;
export type LoginCredentials = Parameters<ApiClient['login']>[0];

/** Why login is required: the session check failed, a call answered 401, or someone asked to log in. */
export type LoginRequiredReason = 'session' | 'unauthorized' | 'request';
export interface LoginRequiredEvent {
  reason: LoginRequiredReason;
}

export interface SessionStoreOptions {
  /** Where the record is persisted; defaults to window.localStorage (memory only when unavailable). */
  storage?: Storage;
  /** Where `storage` events from other tabs arrive; defaults to window. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface SessionStore {
  /** The current record; the same object until it changes (safe for useSyncExternalStore). */
  getUserInfo(): SessionUserInfo;
  isMember(): boolean;
  /** Called after every change (this tab or another). Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stores a member's record (from login or the session check) and persists it. */
  setUserInfo(info: UserInfo | SessionUserInfo): void;
  /** Back to a guest: the stored record is removed. */
  clear(): void;
  /** Tells whoever listens (the shell's login modal) that login is needed. */
  requireLogin(reason?: LoginRequiredReason): void;
  onLoginRequired(listener: (event: LoginRequiredEvent) => void): () => void;
  /** Logs in; on success the returned user info is stored. */
  login(api: SessionApi, credentials: LoginCredentials): ReturnType<ApiClient['login']>;
  /** Logs out; the record is cleared once the server agrees (or says the session is already gone). */
  logout(api: SessionApi): ReturnType<ApiClient['logout']>;
  /** Checks the session: 200 stores the record; 401 clears it and signals login required. */
  refreshSession(api: SessionApi): ReturnType<ApiClient['getSession']>;
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // access itself throws when storage is blocked
  }
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? defaultStorage();
  const eventTarget = options.eventTarget ?? (typeof window === 'undefined' ? undefined : window);
  const listeners = new Set<() => void>();
  const loginListeners = new Set<(event: LoginRequiredEvent) => void>();
  let current = readUserInfo(storage);

  function replace(next: SessionUserInfo) {
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    for (const listener of [...listeners]) listener();
  }

  // Another tab logged in or out: the storage event carries the new value.
  function onStorage(event: StorageEvent) {
    if (event.storageArea && storage && event.storageArea !== storage) return;
    if (event.key === USER_INFO_STORAGE_KEY) replace(parseUserInfo(event.newValue));
    else if (event.key === null) replace(readUserInfo(storage)); // storage.clear() elsewhere
  }

  function setUserInfo(info: UserInfo | SessionUserInfo) {
    const record = toSessionUserInfo(info) ?? guestUserInfo();
    writeUserInfo(storage, record);
    replace(record);
  }

  function clear() {
    removeUserInfo(storage);
    replace(guestUserInfo());
  }

  // A signal sent before anyone listens (the session check of a page opened directly runs before
  // the shell mounts) is kept and handed to the first listener, so the login modal still opens.
  let unheard: LoginRequiredEvent | null = null;

  function requireLogin(reason: LoginRequiredReason = 'request') {
    if (loginListeners.size === 0) {
      unheard = { reason };
      return;
    }
    for (const listener of [...loginListeners]) listener({ reason });
  }

  return {
    getUserInfo: () => current,
    isMember: () => isMemberInfo(current),
    subscribe(listener) {
      if (listeners.size === 0 && eventTarget) {
        // Listen to other tabs only while someone is interested; catch up on what was missed.
        eventTarget.addEventListener('storage', onStorage);
        replace(readUserInfo(storage));
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) eventTarget?.removeEventListener('storage', onStorage);
      };
    },
    setUserInfo,
    clear,
    requireLogin,
    onLoginRequired(listener) {
      loginListeners.add(listener);
      if (unheard) {
        const event = unheard;
        unheard = null;
        listener(event);
      }
      return () => loginListeners.delete(listener);
    },
    async login(api, credentials) {
      const result = await api.login(credentials);
      if (result?.ok) setUserInfo(result.data);
      return result;
    },
    async logout(api) {
      const result = await api.logout();
      if (result && (result.ok || result.code === 401)) clear();
      return result;
    },
    async refreshSession(api) {
      const result = await api.getSession();
      if (result?.ok) setUserInfo(result.data);
      else if (result?.code === 401) {
        clear();
        requireLogin('session');
      }
      return result;
    },
  };
}
