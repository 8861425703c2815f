/**
 * The history entries of a customer's record (issue 16 points 2 and 6): every creation and
 * change of a seller or a client, by staff or by the person themself, written in the
 * transaction of the change with the fields that changed.
 */
import { diffForHistory, historyActorRole } from '@domus/domain/staff/history';
import type { Executor } from '../../db/client.ts';
import type { clients, sellers } from '../../db/schema.ts';
import { recordHistory, type HistoryActor } from './history.repository.ts';

/** A seller's fields the history follows, by their API names. */
export const SELLER_HISTORY_FIELDS = [
  'salutation',
  'name',
  'familyName',
  'companyName',
  'email',
  'tel',
  'language',
  'address',
  'sellerType',
  'fiscalCode',
  'pec',
  'taxCode',
  'accountId',
] as const;

/** A client's fields the history follows, by their API names. */
export const CLIENT_HISTORY_FIELDS = [
  'salutation',
  'name',
  'familyName',
  'companyName',
  'email',
  'tel',
  'language',
  'address',
  'accountId',
] as const;

type SellerRecord = typeof sellers.$inferSelect;
type ClientRecord = typeof clients.$inferSelect;

/** Who changes a customer: staff by their highest role, else the person (`owner` or `client`). */
export function customerActor(
  viewer: { accountId: string; isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean } | null,
  fallback: 'owner' | 'client',
): HistoryActor {
  return { accountId: viewer?.accountId ?? null, role: historyActorRole(viewer, fallback) };
}

/**
 * Records a seller's creation (`before` undefined: every field given is a change from nothing)
 * or change (only the fields that differ; nothing when none does).
 * @param db the transaction of the change
 * @param actor who made it
 * @param before the stored seller before, undefined for a new one
 * @param after the stored seller after
 * @param source the call's operationId
 */
export async function recordSellerHistory(
  db: Executor,
  actor: HistoryActor,
  before: SellerRecord | undefined,
  after: SellerRecord,
  source: string,
): Promise<void> {
  await recordHistory(db, {
    actor,
    subject: 'seller',
    subjectId: after.id,
    sellerId: after.id,
    action: before ? 'update' : 'create',
    changes: diffForHistory(before ?? {}, after, SELLER_HISTORY_FIELDS),
    source,
  });
}

/**
 * Records a client's creation or change, as {@link recordSellerHistory} does a seller's.
 * @param db the transaction of the change
 * @param actor who made it
 * @param before the stored client before, undefined for a new one
 * @param after the stored client after
 * @param source the call's operationId
 */
export async function recordClientHistory(
  db: Executor,
  actor: HistoryActor,
  before: ClientRecord | undefined,
  after: ClientRecord,
  source: string,
): Promise<void> {
  await recordHistory(db, {
    actor,
    subject: 'client',
    subjectId: after.id,
    clientId: after.id,
    action: before ? 'update' : 'create',
    changes: diffForHistory(before ?? {}, after, CLIENT_HISTORY_FIELDS),
    source,
  });
}
