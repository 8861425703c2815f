/**
 * Removing uploads: one file on request (seller-side.md §7 DELETE /file/{id}) and, every hour,
 * the files no listing took within a day (issue 5: files that no listing uses are removed after
 * a day). A stored object is deleted only when no other row uses it: the demo listings share
 * their pictures.
 */
import { UNATTACHED_FILE_TTL_MS } from '@domus/domain/core/constants';
import { editRefusal } from '@domus/domain/person/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { recordHistory } from '../history/history.service.ts';
import {
  fileOrder,
  listingChanges,
  listingState,
  viewerActor,
} from '../history/listing-history.ts';
import { awaitingConfirmationError } from '../../lib/app-error.ts';
import { createPeriodicSweep, type PeriodicSweep } from '../../lib/periodic-sweep.ts';
import { isStaff, type Viewer } from '../auth/viewer.ts';
import type { FileStorage } from './file-storage.ts';
import type { StoredVariants } from './files.service.ts';
import {
  deleteFileRow,
  findFileWithListing,
  findListingFilePositions,
  listUnattachedFileIds,
  type FileRow,
} from './files.repository.ts';

/** Every stored object of a row: the original and each rendition in both formats. */
function storedKeys(row: FileRow): string[] {
  const variants = row.variants as StoredVariants;
  const keys = new Set([row.storageKey]);
  for (const v of Object.values(variants)) {
    keys.add(v.webp);
    keys.add(v.jpeg);
  }
  return [...keys];
}

/** Deletes a row, then its stored objects unless another row still uses them. */
async function removeFile(
  db: Database,
  storage: FileStorage,
  id: string,
  onDeleted?: (tx: Executor, row: FileRow) => Promise<void>,
): Promise<boolean> {
  const deleted = await deleteFileRow(db, id, onDeleted);
  if (!deleted) return false;
  if (!deleted.keyStillUsed) {
    await Promise.all(storedKeys(deleted.row).map((key) => storage.delete(key)));
  }
  return true;
}

/**
 * Deletes a file for its uploader, for staff, or for the owner of the listing it belongs to.
 * False, answered as 404, for an unknown file and for anyone else alike, so that nobody learns
 * which files exist. A file of a listing awaiting confirmation is part of what staff review: a
 * website user's deletion answers 409 and keeps it (the domain's `editRefusal`, decision 022).
 */
export async function deleteUploadedFile(
  db: Database,
  storage: FileStorage,
  viewer: NonNullable<Viewer>,
  id: string,
): Promise<boolean> {
  const found = await findFileWithListing(db, id);
  if (!found) return false;
  const allowed =
    isStaff(viewer) ||
    found.file.uploadedById === viewer.accountId ||
    (found.file.propertyId !== null &&
      ((viewer.sellerId !== null && found.listingOwnerId === viewer.sellerId) ||
        found.listingCreatedById === viewer.accountId));
  if (!allowed) return false;
  if (found.file.propertyId !== null) {
    const refusal = editRefusal(viewer, {
      isConfirmed: found.listingIsConfirmed ?? false,
      isDraft: found.listingIsDraft ?? false,
      withdrawn: !!found.listingWithdrawnAt,
      // Allowed above as its uploader, its owner or who began it: a website user's own listing.
      own: true,
    });
    if (refusal === 'awaitingConfirmation') throw awaitingConfirmationError();
  }
  const listing = found.file.propertyId;
  // A file taken off a listing is a change of the listing (issue 16 point 6).
  return removeFile(db, storage, id, async (tx, row) => {
    if (!listing) return;
    const remaining = await findListingFilePositions(tx, listing);
    const before = [...remaining, row].sort((a, b) => a.position - b.position);
    await recordHistory(tx, {
      actor: viewerActor(viewer),
      subject: 'listing',
      subjectId: listing,
      listingId: listing,
      sellerId: found.listingOwnerId,
      action: 'update',
      changes: listingChanges(
        listingState({}, fileOrder(before)),
        listingState({}, fileOrder(remaining)),
      ),
      source: 'deleteFile',
    });
  });
}

/**
 * Removes the files `ids` with their stored objects at once (an erasure's detached documents,
 * decision 044), rather than a day later with the sweep; answers how many.
 */
export async function removeFiles(
  db: Database,
  storage: FileStorage,
  ids: readonly string[],
): Promise<number> {
  let removed = 0;
  for (const id of ids) if (await removeFile(db, storage, id)) removed++;
  return removed;
}

/** Files removed by one sweep at most; the next sweep goes on. */
const SWEEP_BATCH = 500;

/**
 * Removes the files that belong to no listing and were uploaded more than
 * {@link UNATTACHED_FILE_TTL_MS} before `now`; answers how many.
 */
export async function sweepUnattachedFiles(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<number> {
  const ids = await listUnattachedFileIds(
    db,
    new Date(now.getTime() - UNATTACHED_FILE_TTL_MS),
    SWEEP_BATCH,
  );
  let removed = 0;
  for (const id of ids) if (await removeFile(db, storage, id)) removed++;
  return removed;
}

/** How often the sweep runs. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The hourly sweep of the API process: runs at start and then every hour until stopped. */
export function createFileSweeper(options: {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicSweep {
  return createPeriodicSweep({
    run: () => sweepUnattachedFiles(options.db, options.storage),
    log: options.log,
    intervalMs: options.intervalMs ?? SWEEP_INTERVAL_MS,
    removedMessage: 'removed files no listing uses',
    failedMessage: 'file sweep failed',
  });
}
