import { useState } from 'react';
import { createApiClient } from '@dongman/api-client';
import type { ApiClient, OperationId } from '@dongman/api-client';

export interface ClientProps {
  /**
   * Where the API is: '' for this page's own origin, or an absolute URL such as
   * `https://member.example.com` (that server must list this page's origin in CORS_ORIGINS).
   */
  apiBase?: string;
  /** A client to share with the rest of the page instead (apiBase is then ignored). */
  client?: ApiClient;
}

/** The caller's client, or one made once for apiBase. */
export function useApiClient({ apiBase = '', client }: ClientProps): ApiClient {
  const [own] = useState(() => client ?? createApiClient({ baseUrl: apiBase }));
  return client ?? own;
}

/**
 * Runs one call and says whether it failed. List reads resolve to [] on any failure, which a
 * widget must not show as "nothing there": the client's events tell the two apart.
 */
export async function watchFailure<T>(
  api: ApiClient,
  operationId: OperationId,
  call: () => Promise<T>,
): Promise<{ value: T; failed: boolean }> {
  let failed = false;
  const mark = (event: { operationId?: OperationId }) => {
    if (event.operationId === operationId) failed = true;
  };
  const stop = [
    api.on('failure', mark),
    api.on('unauthorized', mark),
    api.on('transportError', mark),
  ];
  try {
    const value = await call();
    return { value, failed };
  } finally {
    for (const off of stop) off();
  }
}
