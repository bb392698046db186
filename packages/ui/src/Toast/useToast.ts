import { createContext, useContext, useMemo } from 'react';
import { message, toastApi } from './store';
import type { ToastApi, ToastStore } from './store';

export const ToastContext = createContext<ToastStore | null>(null);

/** Toasts of the nearest UIProvider (falls back to the module-level `message`). */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  return useMemo(() => (store ? toastApi(store) : message), [store]);
}
