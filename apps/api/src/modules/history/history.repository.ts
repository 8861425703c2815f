/**
 * Writes and reads the history of changes (issue 16 point 6). Entries are written with the
 * executor of the change's own transaction, so a change and its entry are stored together or not
 * at all; there is no call that edits or deletes one.
 */
import type {
  HistoryAction,
  HistoryActorRole,
  HistoryChange,
  HistorySubject,
} from '@domus/domain/staff/history';
import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { historyEntries } from '../../db/schema.ts';

/** Who made a change: their account (null for the system) and the part they played. */
export type HistoryActor = { accountId: string | null; role: HistoryActorRole };

/** One change to record. */
export type HistoryEntryInput = {
  actor: HistoryActor;
  subject: HistorySubject;
  subjectId: string;
  action: HistoryAction;
  /** The fields changed; an entry of an update with no change is not written. */
  changes?: HistoryChange[];
  /** The screen or the call (its operationId) the change came from. */
  source: string;
  listingId?: string | null;
  sellerId?: string | null;
  clientId?: string | null;
};

/**
 * Records changes in the history, with `db` being the transaction of the change. An `update`
 * without changed fields records nothing.
 */
export async function recordHistory(
  db: Executor,
  entries: HistoryEntryInput | HistoryEntryInput[],
): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries])
    .filter((e) => e.action !== 'update' || (e.changes?.length ?? 0) > 0)
    .map((e) => ({
      actorAccountId: e.actor.accountId,
      actorRole: e.actor.role,
      subject: e.subject,
      subjectId: e.subjectId,
      action: e.action,
      changes: e.changes ?? [],
      source: e.source,
      listingId: e.listingId ?? null,
      sellerId: e.sellerId ?? null,
      clientId: e.clientId ?? null,
    }));
  // Inserted in slices: a bulk action on thousands of listings stays under the parameter limit.
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(historyEntries).values(rows.slice(i, i + 1000));
  }
}

/** Which entries to read: those of a listing, a seller or a client, or all of them. */
export type HistoryScope =
  { listingId: string } | { sellerId: string } | { clientId: string } | Record<string, never>;

/** A page of history, newest first; `before` is the cursor (the last entry's at and id). */
export async function listHistory(
  db: Executor,
  scope: HistoryScope,
  options: { limit: number; before?: { at: Date; id: number }; where?: SQL[] },
) {
  const conditions: SQL[] = [...(options.where ?? [])];
  if ('listingId' in scope) conditions.push(eq(historyEntries.listingId, scope.listingId));
  if ('sellerId' in scope) conditions.push(eq(historyEntries.sellerId, scope.sellerId));
  if ('clientId' in scope) conditions.push(eq(historyEntries.clientId, scope.clientId));
  if (options.before) {
    const { at, id } = options.before;
    conditions.push(
      or(lt(historyEntries.at, at), and(eq(historyEntries.at, at), lt(historyEntries.id, id)))!,
    );
  }
  return (
    db
      .select()
      .from(historyEntries)
      .where(conditions.length ? and(...conditions) : sql`true`)
      // As the indexes are ordered (descending, nulls last), so that a page walks one of them.
      .orderBy(sql`${historyEntries.at} desc nulls last`, sql`${historyEntries.id} desc nulls last`)
      .limit(options.limit)
  );
}
