/**
 * The row and bulk actions of the admin tables (issue 15 point 3) under the domain's permission
 * rules (docs/decisions/026): withdraw a published listing, publish a withdrawn one again, assign
 * the responsible agent, delete. One listing: an admin any, an agent those they are responsible
 * for (403 otherwise, 404 for an unknown id). Bulk, on ids or on a table's whole filtered set:
 * admins. Every action answers how many listings its target names and how many it changed; a
 * dry run changes nothing and says how many it would.
 */
import type { BulkListingAction } from '@domus/domain/person/permissions';
import {
  canAssignResponsibleAgent,
  canBeResponsibleAgent,
  canChangeListingStatus,
  canDeleteListing,
  canUseBulkActions,
} from '@domus/domain/person/permissions';
import type { AdminActionResult } from '@domus/domain/staff/admin-listings.schema';
import type { AdminListingsView } from '@domus/domain/staff/admin-listings-query';
import type { Category } from '@domus/domain/core/constants';
import { closingKind, relistCutoff } from '@domus/domain/listing/price-history';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFoundError, validationError } from '../../lib/app-error.ts';
import { forgetSearchTotals } from '../properties/properties.service.ts';
import { listingAccess } from '../properties/listing-access.ts';
import { listingIdIn, listingIdIs } from '../properties/listing-columns.sql.ts';
import {
  assignAgent,
  countForAction,
  deleteListings,
  findChangingListings,
  findListingForAction,
  publishListings,
  staffListingConditions,
  withdrawListings,
  type ActionScope,
} from '../properties/listing-queries.ts';
import { recordHistory, type HistoryEntryInput } from '../history/history.service.ts';
import {
  detachExposeFiles,
  removeDetachedExposes,
} from '../expose-files/expose-cleanup.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { viewerActor } from '../history/listing-history.ts';
import { findAccountEmail, findAccountFlags } from './admin-listing-actions.repository.ts';
import { adminCriteria, type StaffViewer } from './admin-listings.service.ts';

const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');

/**
 * The matching of a listing published again as new, in the action's transaction: the
 * application passes it in (the matching reads listings, so this module does not import it).
 */
export type MatchNew = (tx: Executor, propertyId: string) => Promise<unknown>;

/** The listings an action names: some by id, or a table's filtered set. */
export type ActionTarget =
  | { ids: string[] }
  | {
      filter: {
        category: Category;
        view: Omit<AdminListingsView, 'sort' | 'dir' | 'page' | 'pageSize'>;
      };
    };

/**
 * An action with its agent (assignAgent only). `close` (mark as sold or let, issue 34 point 4)
 * is a row action only: a deal closes one listing at a time.
 */
export type ListingAction =
  | { action: Exclude<BulkListingAction, 'assignAgent'> | 'close' }
  | { action: 'assignAgent'; agentId: string | null };

const scopeOf = (action: ListingAction['action']): ActionScope =>
  action === 'withdraw' || action === 'publish' ? action : action === 'close' ? 'withdraw' : 'all';

/** 400 on `agentId` unless it is a staff account (or null: nobody). */
async function checkAgent(db: Executor, agentId: string | null): Promise<void> {
  if (agentId === null) return;
  const flags = await findAccountFlags(db, agentId);
  if (!flags || !canBeResponsibleAgent(flags)) {
    throw validationError([{ field: 'agentId', messageKey: 'validation.invalid' }]);
  }
}

/**
 * Runs the action on the listings `target` selects and writes one history entry per listing it
 * changed, in the same transaction `tx` (issue 16 point 6); answers how many it changed.
 */
async function run(
  tx: Executor,
  viewer: StaffViewer,
  target: SQL,
  action: ListingAction,
  source: string,
  matchNew: MatchNew,
): Promise<number> {
  const agentId = action.action === 'assignAgent' ? action.agentId : undefined;
  const rows = await findChangingListings(tx, target, scopeOf(action.action), agentId);
  let changed: number;
  switch (action.action) {
    case 'withdraw':
    case 'close':
      changed = await withdrawListings(tx, target, action.action === 'close');
      // A withdrawn listing's exposés go with it (decision 044); a deleted one's are detached
      // by their foreign key.
      await detachExposeFiles(
        tx,
        rows.map((row) => row.id),
      );
      break;
    case 'publish': {
      const published = await publishListings(tx, target, relistCutoff(new Date()));
      changed = published.length;
      // Back after RELIST_WEEKS, a listing is new again: its new matches are mailed; back
      // sooner, it is the listing its matches already know and sends nothing (issue 34 point 4).
      for (const row of published) if (row.asNew) await matchNew(tx, row.id);
      break;
    }
    case 'assignAgent':
      changed = await assignAgent(tx, target, action.agentId);
      break;
    case 'delete':
      changed = await deleteListings(tx, target);
      break;
  }
  const agentEmail = agentId ? ((await findAccountEmail(tx, agentId)) ?? agentId) : null;
  const actor = viewerActor(viewer);
  const entries = rows.map((row): HistoryEntryInput => ({
    ...HISTORY_OF[action.action](row.agentEmail, agentEmail, row.rent),
    actor,
    subject: 'listing',
    subjectId: row.id,
    listingId: row.id,
    sellerId: row.ownerId,
    source,
  }));
  await recordHistory(tx, entries);
  return changed;
}

/** The action and the changed fields each action writes into a listing's history. */
const HISTORY_OF: Record<
  ListingAction['action'],
  (
    agentBefore: string | null,
    agentAfter: string | null,
    rent: boolean,
  ) => Pick<HistoryEntryInput, 'action' | 'changes'>
> = {
  withdraw: () => ({
    action: 'withdraw',
    changes: [{ field: 'status', before: 'published', after: 'withdrawn' }],
  }),
  close: (_before, _after, rent) => ({
    action: 'close',
    changes: [{ field: 'status', before: 'published', after: closingKind(rent) }],
  }),
  publish: () => ({
    action: 'publish',
    changes: [{ field: 'status', before: 'withdrawn', after: 'published' }],
  }),
  assignAgent: (before, after) => ({
    action: 'assign',
    changes: [{ field: 'responsibleAgent', before, after }],
  }),
  delete: () => ({ action: 'delete' }),
};

/**
 * One action on one listing (the row actions). 404 for an unknown id; 403 when the domain's
 * rules do not let the caller do it to this listing; a listing whose status does not allow it
 * (withdrawing a draft, publishing a published one) is left as it is: `changed` 0.
 * @param db the database
 * @param storage the file storage, whose exposés of withdrawn and deleted listings are removed
 * @param viewer the caller (staff)
 * @param id the listing's id
 * @param action what to do
 * @param source the call (its operationId), for the history
 * @param matchNew the matching of a listing published again as new
 */
export async function actOnListing(
  db: Database,
  storage: FileStorage,
  viewer: StaffViewer,
  id: string,
  action: ListingAction,
  source: string,
  matchNew: MatchNew,
): Promise<AdminActionResult> {
  const changed = await db.transaction(async (tx) => {
    const row = await findListingForAction(tx, id);
    if (!row) throw notFoundError();
    const access = listingAccess(viewer, row);
    const allowed =
      action.action === 'delete'
        ? canDeleteListing(viewer, access)
        : action.action === 'assignAgent'
          ? canAssignResponsibleAgent(viewer)
          : canChangeListingStatus(viewer, access);
    if (!allowed) throw forbidden();
    if (action.action === 'assignAgent') await checkAgent(tx, action.agentId);
    return run(tx, viewer, listingIdIs(id), action, source, matchNew);
  });
  // Every change touches a table's totals; a withdrawal or publication also the search's.
  if (changed) forgetSearchTotals(db);
  if (changed) await removeDetachedExposes(db, storage);
  return { action: action.action, dryRun: false, matched: 1, changed };
}

/**
 * One action on many listings (issue 15 point 3: bulk actions, for admins): the selected ids or
 * a table's filtered set. With `dryRun`, nothing changes and `changed` says how many would.
 * @param db the database
 * @param storage the file storage, whose exposés of withdrawn and deleted listings are removed
 * @param viewer the caller (an admin; the route refuses anyone else first)
 * @param target the listings
 * @param action what to do
 * @param dryRun whether to count only
 * @param source the call (its operationId), for the history
 * @param matchNew the matching of a listing published again as new
 */
export async function actOnListings(
  db: Database,
  storage: FileStorage,
  viewer: StaffViewer,
  target: ActionTarget,
  action: ListingAction,
  dryRun: boolean,
  source: string,
  matchNew: MatchNew,
): Promise<AdminActionResult> {
  if (!canUseBulkActions(viewer)) throw forbidden();
  const where =
    'ids' in target
      ? listingIdIn([...new Set(target.ids)])
      : staffListingConditions(
          await adminCriteria(db, viewer, target.filter.category, target.filter.view),
        );
  const agentId = action.action === 'assignAgent' ? action.agentId : undefined;
  if (agentId !== undefined) await checkAgent(db, agentId);
  if (dryRun) {
    const counts = await countForAction(db, where, scopeOf(action.action), agentId);
    return { action: action.action, dryRun, ...counts };
  }
  const result = await db.transaction(async (tx) => {
    const { matched } = await countForAction(tx, where, scopeOf(action.action), agentId);
    return { matched, changed: await run(tx, viewer, where, action, source, matchNew) };
  });
  if (result.changed) forgetSearchTotals(db);
  if (result.changed) await removeDetachedExposes(db, storage);
  return { action: action.action, dryRun, ...result };
}
