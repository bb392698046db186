export type ToastType = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  text: string;
  /** Milliseconds until it disappears. */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

/** Spec: toasts stay 3000 ms, at most 7 are stacked (the oldest goes first). */
export const TOAST_DURATION = 3000;
export const TOAST_MAX = 7;

export interface ToastStore {
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  show(type: ToastType, text: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
}

let nextId = 1;

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(type, text, options) {
      const toast: Toast = {
        id: nextId++,
        type,
        text,
        duration: options?.duration ?? TOAST_DURATION,
      };
      toasts = [...toasts, toast].slice(-TOAST_MAX);
      emit();
      return toast.id;
    },
    dismiss(id) {
      if (!toasts.some((toast) => toast.id === id)) return;
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    clear() {
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
  };
}

// The module-level `message` API talks to the first mounted toast host (normally the app's single
// UIProvider). Calls made before any host mounts are kept and shown once one does.
const hosts: ToastStore[] = [];
let pending: Array<[ToastType, string, ToastOptions | undefined]> = [];

export function registerToastHost(store: ToastStore): () => void {
  hosts.push(store);
  if (hosts[0] === store && pending.length > 0) {
    const queued = pending;
    pending = [];
    queued.forEach(([type, text, options]) => store.show(type, text, options));
  }
  return () => {
    const index = hosts.indexOf(store);
    if (index >= 0) hosts.splice(index, 1);
  };
}

function showOnHost(type: ToastType, text: string, options?: ToastOptions): number {
  const host = hosts[0];
  if (host) return host.show(type, text, options);
  pending = [
    ...pending,
    [type, text, options] as [ToastType, string, ToastOptions | undefined],
  ].slice(-TOAST_MAX);
  return -1;
}

export interface ToastApi {
  success(text: string, options?: ToastOptions): number;
  warning(text: string, options?: ToastOptions): number;
  error(text: string, options?: ToastOptions): number;
  info(text: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
}

export function toastApi(store: ToastStore): ToastApi {
  return {
    success: (text, options) => store.show('success', text, options),
    warning: (text, options) => store.show('warning', text, options),
    error: (text, options) => store.show('error', text, options),
    info: (text, options) => store.show('info', text, options),
    dismiss: (id) => store.dismiss(id),
    clear: () => store.clear(),
  };
}

/**
 * Module-level toasts (works anywhere once a UIProvider is mounted):
 * `message.success('登录成功')`, `message.error(response.message)`.
 */
export const message: ToastApi = {
  success: (text, options) => showOnHost('success', text, options),
  warning: (text, options) => showOnHost('warning', text, options),
  error: (text, options) => showOnHost('error', text, options),
  info: (text, options) => showOnHost('info', text, options),
  dismiss: (id) => hosts[0]?.dismiss(id),
  clear: () => {
    pending = [];
    hosts[0]?.clear();
  },
};
