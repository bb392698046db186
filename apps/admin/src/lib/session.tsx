import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { admin, type AdminSession } from './api';

interface SessionValue {
  /** undefined while the first check runs, null when logged out. */
  staff: AdminSession | null | undefined;
  setStaff: (staff: AdminSession | null) => void;
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionValue>({
  staff: undefined,
  setStaff: () => undefined,
  logout: async () => undefined,
});

/** Who is logged in to the console; a 401 from any call logs the operator out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<AdminSession | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void admin.call(admin.raw.GET('/api/admin/session', {})).then((result) => {
      if (live) setStaff(result?.ok ? result.data : null);
    });
    const off = admin.on('unauthorized', () => setStaff(null));
    return () => {
      live = false;
      off();
    };
  }, []);
  const logout = useCallback(async () => {
    await admin.call(admin.raw.POST('/api/admin/logout', {}));
    setStaff(null);
  }, []);
  return (
    <SessionContext.Provider value={{ staff, setStaff, logout }}>
      {children}
    </SessionContext.Provider>
  );
}

export function useSession() {
  return useContext(SessionContext);
}
