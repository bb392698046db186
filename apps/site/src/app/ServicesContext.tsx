import { createContext, useContext, type ReactNode } from 'react';
import type { LoginIntent } from './loginIntent';

const LoginIntentContext = createContext<LoginIntent | null>(null);

export function LoginIntentProvider({
  intent,
  children,
}: {
  intent: LoginIntent;
  children?: ReactNode;
}) {
  return <LoginIntentContext.Provider value={intent}>{children}</LoginIntentContext.Provider>;
}

/** Where the member was going when login was required. */
export function useLoginIntent(): LoginIntent {
  const intent = useContext(LoginIntentContext);
  if (!intent) throw new Error('useLoginIntent must be used inside <LoginIntentProvider>');
  return intent;
}

/** The login intent when the app provides one (parts rendered alone in tests have none). */
export function useOptionalLoginIntent(): LoginIntent | null {
  return useContext(LoginIntentContext);
}
