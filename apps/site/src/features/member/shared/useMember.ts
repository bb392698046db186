import { useCallback } from 'react';
import { useSession, useSessionStore } from '@dongman/state';
import { useApi } from '../../../app/ApiContext';

/**
 * The member's record from the session store plus the two ways member pages change it:
 * `setMoney` (a new balance the server just answered, shown at once everywhere) and `refresh`
 * (the session check again, so level, expiry and balance follow the server).
 */
export function useMember() {
  const { userInfo } = useSession();
  const store = useSessionStore();
  const api = useApi();
  const setMoney = useCallback(
    (money: number) => {
      const current = store.getUserInfo();
      store.setUserInfo({ ...current, usersInfo: { ...current.usersInfo, money } });
    },
    [store],
  );
  const refresh = useCallback(() => store.refreshSession(api), [store, api]);
  return {
    user: userInfo.usersInfo,
    level: userInfo.usersLevelInfo,
    setMoney,
    /** Stores a full user info record the server answered (e.g. after an upgrade). */
    setUserInfo: store.setUserInfo,
    refresh,
  };
}
