import type { ApiClient, OperationId } from '@dongman/api-client';

/**
 * Failures the caller shows itself, so the global error toast stays quiet for them:
 * login answers drive the login modal (402 toast, account dialogs, error modal).
 */
export const SELF_REPORTED_FAILURES: ReadonlySet<OperationId> = new Set<OperationId>(['login']);

/** 401s handled by the caller: the session check of the user routes shows its own error. */
export const SELF_REPORTED_UNAUTHORIZED: ReadonlySet<OperationId> = new Set<OperationId>([
  'getSession',
]);

export interface ApiFeedbackHandlers {
  /** Shows a failure message (error toast). */
  showError(text: string): void;
  /** A 401 outside the session check: the "Prompt:" dialog. */
  onUnauthorized(): void;
  /** The request never got an answer: one network toast, however many calls failed at once. */
  showNetworkError(): void;
}

/**
 * Wires the client's events to the site's feedback (spec section 8): failures → error toast,
 * 401 → the prompt dialog, transport failures → a network toast (pages show empty states).
 * Returns an unsubscribe function.
 */
export function connectApiFeedback(
  api: Pick<ApiClient, 'on'>,
  handlers: ApiFeedbackHandlers,
  { networkToastGapMs = 2000, now = () => Date.now() } = {},
): () => void {
  let lastNetworkToast = -Infinity;
  const offs = [
    api.on('failure', (event) => {
      if (event.operationId && SELF_REPORTED_FAILURES.has(event.operationId)) return;
      if (event.message) handlers.showError(event.message);
    }),
    api.on('unauthorized', (event) => {
      if (event.operationId && SELF_REPORTED_UNAUTHORIZED.has(event.operationId)) return;
      handlers.onUnauthorized();
    }),
    api.on('transportError', (event) => {
      // Aborted requests (a page left before its data came) are not failures anyone should see.
      if (event.error instanceof DOMException && event.error.name === 'AbortError') return;
      const time = now();
      if (time - lastNetworkToast < networkToastGapMs) return;
      lastNetworkToast = time;
      handlers.showNetworkError();
    }),
  ];
  return () => offs.forEach((off) => off());
}
