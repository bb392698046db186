import type { ApiClient, OperationId } from '@dongman/api-client';

/**
 * List reads answer [] on any failure. Where "empty" means something to the reader ("no search
 * results", "no notices"), this tells an empty answer from a request that never got one
 * (undefined), so the reader is not told "nothing found" when the network failed.
 */
export async function listOrFailure<T>(
  api: Pick<ApiClient, 'on'>,
  operationId: OperationId,
  request: () => Promise<T[]>,
): Promise<T[] | undefined> {
  let failed = false;
  const off = api.on('transportError', (event) => {
    if (event.operationId === operationId) failed = true;
  });
  try {
    const list = await request();
    return failed ? undefined : list;
  } finally {
    off();
  }
}
