export { message, createToastStore, TOAST_DURATION, TOAST_MAX } from './store';
export type { Toast, ToastType, ToastOptions, ToastApi, ToastStore } from './store';
export { useToast } from './useToast';
export { ToastViewport } from './ToastViewport';
