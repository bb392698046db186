export {
  SessionProvider,
  useSession,
  useSessionStore,
  useIsMember,
  useLoginRequired,
} from './SessionProvider';
export type { Session, SessionProviderProps } from './SessionProvider';
export { createSessionStore } from './sessionStore';
export type {
  SessionStore,
  SessionStoreOptions,
  SessionApi,
  LoginCredentials,
  LoginRequiredEvent,
  LoginRequiredReason,
} from './sessionStore';
export { guestUserInfo, isMemberInfo, toSessionUserInfo } from './userInfo';
export type { SessionUserInfo } from './userInfo';
export { USER_INFO_STORAGE_KEY } from './storage';
export { useApiData, listAnswer, listResult } from './useApiData';
export type { ApiData, ApiDataOptions, Loadable } from './useApiData';
