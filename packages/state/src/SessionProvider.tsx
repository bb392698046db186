import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  createSessionStore,
  type LoginCredentials,
  type LoginRequiredEvent,
  type SessionApi,
  type SessionStore,
} from './sessionStore';
import { isMemberInfo, type SessionUserInfo } from './userInfo';

const SessionContext = createContext<SessionStore | null>(null);

export interface SessionProviderProps {
  /** A store made with createSessionStore (so code outside React, e.g. route loaders, shares it). */
  store?: SessionStore;
  children?: ReactNode;
}

export function SessionProvider({ store, children }: SessionProviderProps) {
  const [own] = useState(() => store ?? createSessionStore());
  return <SessionContext.Provider value={store ?? own}>{children}</SessionContext.Provider>;
}

/** The store behind the nearest SessionProvider. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

export interface Session {
  userInfo: SessionUserInfo;
  isMember: boolean;
  login(api: SessionApi, credentials: LoginCredentials): ReturnType<SessionStore['login']>;
  logout(api: SessionApi): ReturnType<SessionStore['logout']>;
  refreshSession(api: SessionApi): ReturnType<SessionStore['refreshSession']>;
  clear(): void;
  requireLogin: SessionStore['requireLogin'];
}

/** The user info record (re-rendering on every change, also from other tabs) and the session actions. */
export function useSession(): Session {
  const store = useSessionStore();
  const userInfo = useSyncExternalStore(store.subscribe, store.getUserInfo, store.getUserInfo);
  return useMemo(
    () => ({
      userInfo,
      isMember: isMemberInfo(userInfo),
      login: store.login,
      logout: store.logout,
      refreshSession: store.refreshSession,
      clear: store.clear,
      requireLogin: store.requireLogin,
    }),
    [store, userInfo],
  );
}

/** True for a logged-in member (user id above 0). */
export function useIsMember(): boolean {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.isMember, store.isMember);
}

/** Runs `listener` whenever any part of the app signals that login is required. */
export function useLoginRequired(listener: (event: LoginRequiredEvent) => void): void {
  const store = useSessionStore();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => store.onLoginRequired((event) => latest.current(event)), [store]);
}
