/**
 * Removing old exposés: a change of a listing gives its exposés new keys, and the PDFs made
 * before stay in the file storage unless removed. Every kept exposé is recorded (expose_files);
 * the sweep removes those a newer one of the same listing, language and kind replaced more than
 * {@link SUPERSEDED_EXPOSE_TTL_MS} ago, and those of deleted listings. The current one is never
 * removed; one that is removed but asked again is simply made again.
 */
import { SUPERSEDED_EXPOSE_TTL_MS } from '@domus/domain/core/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  deleteDetachedExposeRecords,
  deleteStaleExposeFiles,
  detachExposeFiles,
  findDetachedExposeKeys,
} from './expose-files.repository.ts';

export { detachExposeFiles };

/** Exposés removed by one round at most; the sweep goes on with the next round. */
const SWEEP_BATCH = 200;

/** Removes the exposés no longer current as of `now`; answers how many. */
export async function sweepOldExposes(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const supersededBefore = new Date(now.getTime() - SUPERSEDED_EXPOSE_TTL_MS);
  let removed = 0;
  for (;;) {
    // The records go first: a sweep of another process then finds nothing more to do with them.
    const keys = await deleteStaleExposeFiles(db, supersededBefore, SWEEP_BATCH);
    await Promise.all(keys.map((key) => storage.delete(key)));
    removed += keys.length;
    if (keys.length < SWEEP_BATCH) return removed;
  }
}

/**
 * Removes at once the exposés of no listing (decision 044: a withdrawn, deleted or erased
 * listing's exposés go with it), after the transaction that detached them: each PDF first and
 * then its record. Never throws: the change that detached them is done, and what a failing
 * storage leaves is removed by the hourly sweep (which logs its failures). Their links answer
 * 404 from the detaching commit on either way. Answers how many were removed.
 */
export async function removeDetachedExposes(db: Database, storage: FileStorage): Promise<number> {
  let removed = 0;
  try {
    for (;;) {
      const keys = await findDetachedExposeKeys(db, SWEEP_BATCH);
      await Promise.all(keys.map((key) => storage.delete(key)));
      await deleteDetachedExposeRecords(db, keys);
      removed += keys.length;
      if (keys.length < SWEEP_BATCH) return removed;
    }
  } catch {
    return removed;
  }
}

/** How often the sweep runs. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The hourly sweep of old exposés: at start and then every hour until stopped. */
export function createExposeSweeper(options: {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}): PeriodicSweep {
  return createPeriodicSweep({
    run: () => sweepOldExposes(options.db, options.storage),
    log: options.log,
    intervalMs: SWEEP_INTERVAL_MS,
    removedMessage: 'removed exposés no longer current',
    failedMessage: 'exposé sweep failed',
  });
}
