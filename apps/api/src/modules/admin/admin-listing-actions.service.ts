/**
 * The row and bulk actions of the admin tables (issue 15 point 3) under the domain's permission
 * rules (docs/decisions/026): withdraw a published listing, publish a withdrawn one again, assign
 * the responsible agent, delete. One listing: an admin any, an agent those they are responsible
 * for (403 otherwise, 404 for an unknown id). Bulk, on ids or on a table's whole filtered set:
 * admins. Every action answers how many listings its target names and how many it changed; a
 * dry run changes nothing and says how many it would.
 */
import type { BulkListingAction } from '@domus/domain/rules/permissions';
import {
  canAssignResponsibleAgent,
  canBeResponsibleAgent,
  canChangeListingStatus,
  canDeleteListing,
  canUseBulkActions,
} from '@domus/domain/rules/permissions';
import type { AdminActionResult } from '@domus/domain/schemas/admin-listings.schema';
import type { AdminListingsView } from '@domus/domain/admin-listings-query';
import type { Category } from '@domus/domain/constants';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { properties } from '../../db/schema.ts';
import { AppError, notFoundError, validationError } from '../../lib/app-error.ts';
import { forgetSearchTotals } from '../properties/properties.service.ts';
import { listingAccess } from '../properties/listing-access.ts';
import {
  assignAgent,
  countForAction,
  deleteListings,
  findAccountFlags,
  findListingForAction,
  publishListings,
  withdrawListings,
  type ActionScope,
} from './admin-listing-actions.repository.ts';
import { adminConditions } from './admin-listings.repository.ts';
import { adminCriteria, type StaffViewer } from './admin-listings.service.ts';

const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');

/** The listings an action names: some by id, or a table's filtered set. */
export type ActionTarget =
  | { ids: string[] }
  | {
      filter: {
        category: Category;
        view: Omit<AdminListingsView, 'sort' | 'dir' | 'page' | 'pageSize'>;
      };
    };

/** An action with its agent (assignAgent only). */
export type ListingAction =
  | { action: Exclude<BulkListingAction, 'assignAgent'> }
  | { action: 'assignAgent'; agentId: string | null };

const scopeOf = (action: BulkListingAction): ActionScope =>
  action === 'withdraw' || action === 'publish' ? action : 'all';

/** 400 on `agentId` unless it is a staff account (or null: nobody). */
async function checkAgent(db: Executor, agentId: string | null): Promise<void> {
  if (agentId === null) return;
  const flags = await findAccountFlags(db, agentId);
  if (!flags || !canBeResponsibleAgent(flags)) {
    throw validationError([{ field: 'agentId', messageKey: 'validation.invalid' }]);
  }
}

/** Runs the action on the listings `target` selects; answers how many it changed. */
async function run(tx: Executor, target: SQL, action: ListingAction): Promise<number> {
  switch (action.action) {
    case 'withdraw':
      return withdrawListings(tx, target);
    case 'publish':
      return publishListings(tx, target);
    case 'assignAgent':
      return assignAgent(tx, target, action.agentId);
    case 'delete':
      return deleteListings(tx, target);
  }
}

/**
 * One action on one listing (the row actions). 404 for an unknown id; 403 when the domain's
 * rules do not let the caller do it to this listing; a listing whose status does not allow it
 * (withdrawing a draft, publishing a published one) is left as it is: `changed` 0.
 * @param db the database
 * @param viewer the caller (staff)
 * @param id the listing's id
 * @param action what to do
 */
export async function actOnListing(
  db: Database,
  viewer: StaffViewer,
  id: string,
  action: ListingAction,
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
    return run(tx, sql`${properties.id} = ${id}`, action);
  });
  if (changed) forgetSearchTotals(db);
  return { action: action.action, dryRun: false, matched: 1, changed };
}

/**
 * One action on many listings (issue 15 point 3: bulk actions, for admins): the selected ids or
 * a table's filtered set. With `dryRun`, nothing changes and `changed` says how many would.
 * @param db the database
 * @param viewer the caller (an admin; the route refuses anyone else first)
 * @param target the listings
 * @param action what to do
 * @param dryRun whether to count only
 */
export async function actOnListings(
  db: Database,
  viewer: StaffViewer,
  target: ActionTarget,
  action: ListingAction,
  dryRun: boolean,
): Promise<AdminActionResult> {
  if (!canUseBulkActions(viewer)) throw forbidden();
  const where =
    'ids' in target
      ? inArray(properties.id, [...new Set(target.ids)])
      : adminConditions(
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
    return { matched, changed: await run(tx, where, action) };
  });
  if (result.changed) forgetSearchTotals(db);
  return { action: action.action, dryRun, ...result };
}
