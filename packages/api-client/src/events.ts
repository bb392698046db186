import type { OperationId } from './types';

/** A server answer with a code above 200 (other than 401). */
export interface FailureEvent {
  operationId: OperationId | undefined;
  code: number;
  message: string;
}
/** A server answer with code 401: not logged in or the session expired. */
export interface UnauthorizedEvent {
  operationId: OperationId | undefined;
  message: string;
}
/** The request never got a usable answer (network error, abort, unparsable body). */
export interface TransportErrorEvent {
  operationId: OperationId;
  error: unknown;
}

export interface ApiEvents {
  failure: FailureEvent;
  unauthorized: UnauthorizedEvent;
  transportError: TransportErrorEvent;
}

type Listener<E> = (event: E) => void;

/** A tiny typed event hub so the client can report to the site without importing any UI. */
export function createEventHub() {
  const listeners: { [K in keyof ApiEvents]: Set<Listener<ApiEvents[K]>> } = {
    failure: new Set(),
    unauthorized: new Set(),
    transportError: new Set(),
  };
  return {
    on<K extends keyof ApiEvents>(name: K, listener: Listener<ApiEvents[K]>): () => void {
      listeners[name].add(listener);
      return () => listeners[name].delete(listener);
    },
    emit<K extends keyof ApiEvents>(name: K, event: ApiEvents[K]): void {
      for (const listener of listeners[name]) listener(event);
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
