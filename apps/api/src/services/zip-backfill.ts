import type { AppContext } from '../context.js';
import { listUnreadZips, setZipContents } from '../repositories/files.js';
import { readZipContents, storageRange, storedZipContents } from './zip-contents.js';

const BATCH = 50;

/**
 * Reads the file list of every stored ZIP that has none yet (stored before lists were read at
 * upload, migration 0024): once per file, from its central directory in the storage. An
 * unreadable one is marked so, and never read again.
 */
export async function backfillZipContents(ctx: AppContext): Promise<number> {
  let done = 0;
  for (;;) {
    const files = await listUnreadZips(ctx.db, BATCH);
    if (files.length === 0) return done;
    for (const file of files) {
      const contents = await readZipContents(
        storageRange(ctx.storage, file.storage_key),
        file.size,
      );
      await setZipContents(ctx.db, file.id, storedZipContents(contents));
      done += 1;
    }
  }
}
