/**
 * Merging two customers of the same kind into one (issue 16 point 2, decision 030): the removed
 * record's listings or saved searches (with their locations and matches) move to the kept one,
 * the kept one takes the removed one's account and the fields it lacks, the removed record is
 * deleted and the merge is written to the history, all in one transaction: a failure anywhere
 * leaves both records as they were.
 */
import type { CustomerKind } from '@domus/domain/staff/admin-customers-query';
import { mergeJoinsVerifiedAccounts } from '@domus/domain/person/customer-merge';
import { diffForHistory } from '@domus/domain/staff/history';
import { canMergeCustomers } from '@domus/domain/person/permissions';
import type { AdminCustomerMergeResult } from '@domus/domain/staff/admin-customers.schema';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, savedSearches, sellers } from '../../db/schema.ts';
import { AppError, notFoundError, validationError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/viewer.ts';
import { moveListingsToSeller } from '../properties/listing-queries.ts';
import { forgetCustomerTotals } from './admin-customers.service.ts';
import {
  CLIENT_HISTORY_FIELDS,
  customerActor,
  SELLER_HISTORY_FIELDS,
} from '../history/customer-history.ts';
import { recordHistory } from '../history/history.service.ts';

/** The fields a kept record takes from the removed one when it has no value of its own. */
const FILLED_FIELDS = {
  seller: SELLER_HISTORY_FIELDS.filter((f) => f !== 'sellerType'),
  client: CLIENT_HISTORY_FIELDS,
} as const;

const empty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * 409: both records have their own verified account, and the merge was not forced (issue 29
 * point 7): one person's listings or searches would pass to another.
 */
const verifiedAccountsError = () =>
  new AppError(409, 'merge_verified_accounts', 'api.merge_verified_accounts');

/**
 * Merges the `removeId` record into `keepId`, both of `kind`. Admins only (403); the same id
 * twice answers 400 on `removeId`; an unknown id 404; two records with their own verified
 * accounts 409 `merge_verified_accounts` unless `force` (then the history says it was forced).
 * @param db the database
 * @param viewer the caller
 * @param kind seller or client
 * @param keepId the record that stays
 * @param removeId the record merged into it and removed
 * @param force merge even two verified accounts' records
 */
export async function mergeCustomers(
  db: Database,
  viewer: NonNullable<Viewer>,
  kind: CustomerKind,
  keepId: string,
  removeId: string,
  force = false,
): Promise<AdminCustomerMergeResult> {
  if (!canMergeCustomers(viewer)) throw new AppError(403, 'forbidden', 'api.forbidden');
  if (keepId === removeId) {
    throw validationError([{ field: 'removeId', messageKey: 'validation.invalid' }]);
  }
  const table = kind === 'seller' ? sellers : clients;
  const result = await db.transaction(async (tx) => {
    // Both rows locked: a concurrent edit or merge of either waits for this one.
    const rows = await tx
      .select()
      .from(table)
      .where(inArray(table.id, [keepId, removeId]))
      .for('update');
    const keep = rows.find((r) => r.id === keepId);
    const remove = rows.find((r) => r.id === removeId);
    if (!keep || !remove) throw notFoundError();
    const joinsAccounts = mergeJoinsVerifiedAccounts(keep, remove);
    if (joinsAccounts && !force) throw verifiedAccountsError();

    let movedListings = 0;
    let movedSearches = 0;
    if (kind === 'seller') {
      movedListings = await moveListingsToSeller(tx, removeId, keepId);
    } else {
      // Searches move whole (their locations and matches with them): a match's unique
      // (search, listing) key cannot collide, as no two searches become one.
      const moved = await tx
        .update(savedSearches)
        .set({ clientId: keepId })
        .where(eq(savedSearches.clientId, removeId))
        .returning({ id: savedSearches.id });
      movedSearches = moved.length;
    }

    const fill: Record<string, unknown> = {};
    const keepValues = keep as Record<string, unknown>;
    const removeValues = remove as Record<string, unknown>;
    for (const field of FILLED_FIELDS[kind]) {
      if (empty(keepValues[field]) && !empty(removeValues[field])) {
        fill[field] = removeValues[field];
      }
    }
    // The removed record goes first, so that the kept one may take its e-mail address (unique).
    await tx.delete(table).where(eq(table.id, removeId));
    if (Object.keys(fill).length) await tx.update(table).set(fill).where(eq(table.id, keepId));

    const actor = customerActor(viewer, kind === 'seller' ? 'owner' : 'client');
    const ids = (id: string) => (kind === 'seller' ? { sellerId: id } : { clientId: id });
    const merged = [
      { field: 'mergedFrom', before: removeId, after: keepId },
      ...diffForHistory(keepValues, { ...keepValues, ...fill }, Object.keys(fill)),
    ];
    await recordHistory(tx, [
      {
        actor,
        subject: kind,
        subjectId: keepId,
        action: 'merge',
        changes: [
          ...merged,
          { field: 'movedRecords', before: 0, after: movedListings + movedSearches },
          // Two people who each proved an address, joined on purpose (issue 29 point 7).
          ...(joinsAccounts
            ? [
                {
                  field: 'forcedOverVerifiedAccounts',
                  before: remove.accountId,
                  after: keep.accountId,
                },
              ]
            : []),
        ],
        source: 'mergeAdminCustomers',
        ...ids(keepId),
      },
      {
        actor,
        subject: kind,
        subjectId: removeId,
        action: 'merge',
        changes: [{ field: 'mergedInto', before: removeId, after: keepId }],
        source: 'mergeAdminCustomers',
        ...ids(removeId),
      },
    ]);
    return {
      kind,
      keptId: keepId,
      removedId: removeId,
      movedListings,
      movedSearches,
      filled: Object.keys(fill),
    };
  });
  forgetCustomerTotals(db);
  return result;
}
