import type { UpdateNotice } from '@dongman/api-client';
import { storageKeys } from '../../app/config';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readSeenVersion(): string | null {
  try {
    return storage()?.getItem(storageKeys.seenUpdateNotice) ?? null;
  } catch {
    return null;
  }
}

export function rememberSeenVersion(version: string): void {
  try {
    storage()?.setItem(storageKeys.seenUpdateNotice, version);
  } catch {
    // Storage blocked: the notice may show again next time, which is harmless.
  }
}

/** The update notice is shown once per version: only when there is one the reader has not seen. */
export function shouldShowUpdateNotice(
  notice: UpdateNotice | null | undefined,
  seenVersion: string | null,
): notice is UpdateNotice {
  return !!notice && !!notice.version && notice.version !== seenVersion;
}
