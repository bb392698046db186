import { setTimeout as sleep } from 'node:timers/promises';
import { isBusy } from './errors.js';

/**
 * Retries `work` while another process holds the write lock for longer than busy_timeout (a
 * concurrent first start seeding 100 000 documents, for example). Used at startup only.
 */
export async function whileBusy<T>(work: () => T, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error;
      await sleep(250);
    }
  }
}
