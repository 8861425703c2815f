/**
 * Transfers to portal accounts (issue 32 point 3): queued, claimed by one process at a time with
 * a lease, retried, finished; their per-listing log; and what each account holds.
 */
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  portalAccounts,
  portalListings,
  portalTransferItems,
  portalTransfers,
} from '../../db/schema.ts';

/** A stored transfer. */
export type PortalTransferRow = typeof portalTransfers.$inferSelect;
/** One listing's line of a transfer's log. */
export type TransferItemValues = Omit<typeof portalTransferItems.$inferInsert, 'id' | 'transferId'>;

/**
 * Queues a transfer for an account, unless one is queued already (that one answers): a staff
 * member's click and the schedule never pile up transfers of the same account.
 */
export async function queueTransfer(
  db: Executor,
  values: {
    accountId: string;
    trigger: 'schedule' | 'manual';
    scope: 'full' | 'partial';
    requestedById?: string | null;
  },
): Promise<{ id: string; queued: boolean }> {
  const [waiting] = await db
    .select({ id: portalTransfers.id })
    .from(portalTransfers)
    .where(
      and(
        eq(portalTransfers.accountId, values.accountId),
        eq(portalTransfers.status, 'queued'),
        eq(portalTransfers.attempts, 0),
      ),
    )
    .limit(1);
  if (waiting) {
    // A full transfer asked for while a partial one waits makes the waiting one full.
    if (values.scope === 'full') {
      await db
        .update(portalTransfers)
        .set({ scope: 'full' })
        .where(eq(portalTransfers.id, waiting.id));
    }
    return { id: waiting.id, queued: false };
  }
  const [row] = await db
    .insert(portalTransfers)
    .values({ ...values, requestedById: values.requestedById ?? null })
    .returning({ id: portalTransfers.id });
  return { id: row!.id, queued: true };
}

/**
 * Claims the next due transfer for one attempt: a queued one whose time has come, or a running
 * one whose process died (its lease ran out). No account runs two transfers at once. The lease
 * is `next_attempt_at`, pushed `leaseMs` ahead and renewed while the transfer runs.
 */
export async function claimTransfer(
  db: Executor,
  leaseMs: number,
): Promise<PortalTransferRow | undefined> {
  const due = sql`(select t.id from ${portalTransfers} t
      where t.status in ('queued', 'running') and t.next_attempt_at <= now()
        and not exists (select 1 from ${portalTransfers} o where o.account_id = t.account_id
          and o.status = 'running' and o.next_attempt_at > now() and o.id <> t.id)
      order by t.next_attempt_at limit 1 for update skip locked)`;
  const [row] = await db
    .update(portalTransfers)
    .set({
      status: 'running',
      attempts: sql`${portalTransfers.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      startedAt: sql`coalesce(${portalTransfers.startedAt}, now())`,
    })
    .where(sql`${portalTransfers.id} = ${due}`)
    .returning();
  return row;
}

/** Renews a running transfer's lease. */
export async function renewLease(db: Executor, id: string, leaseMs: number): Promise<void> {
  await db
    .update(portalTransfers)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(portalTransfers.id, id), eq(portalTransfers.status, 'running')));
}

/** Records a transfer's end: succeeded with its figures, or failed for good with its error. */
export async function finishTransfer(
  db: Executor,
  id: string,
  values: Pick<
    PortalTransferRow,
    'status' | 'sent' | 'changed' | 'removed' | 'refused' | 'bytes' | 'durationMs' | 'error'
  >,
): Promise<void> {
  await db
    .update(portalTransfers)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(portalTransfers.id, id));
}

/** Puts a failed attempt back in the queue, due after `delayMs`, with its error. */
export async function retryTransferLater(
  db: Executor,
  id: string,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .update(portalTransfers)
    .set({
      status: 'queued',
      error,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(eq(portalTransfers.id, id));
}

/** Writes a transfer's per-listing lines. */
export async function insertTransferItems(
  db: Executor,
  transferId: string,
  items: TransferItemValues[],
): Promise<void> {
  for (let i = 0; i < items.length; i += 500) {
    await db
      .insert(portalTransferItems)
      .values(items.slice(i, i + 500).map((item) => ({ ...item, transferId })));
  }
}

/** What an account holds: each listing sent, its version and whether it was removed since. */
export async function findHeldListings(
  db: Executor,
  accountId: string,
): Promise<
  { propertyNumber: number; propertyId: string | null; sentVersion: Date; removedAt: Date | null }[]
> {
  return db
    .select({
      propertyNumber: portalListings.propertyNumber,
      propertyId: portalListings.propertyId,
      sentVersion: portalListings.sentVersion,
      removedAt: portalListings.removedAt,
    })
    .from(portalListings)
    .where(eq(portalListings.accountId, accountId));
}

/** Which accounts hold each of these listings, and since when. */
export async function findHeldByListings(
  db: Executor,
  listingIds: readonly string[],
): Promise<{ accountId: string; propertyId: string | null; sentAt: Date }[]> {
  return db
    .select({
      accountId: portalListings.accountId,
      propertyId: portalListings.propertyId,
      sentAt: portalListings.sentAt,
    })
    .from(portalListings)
    .where(
      and(inArray(portalListings.propertyId, [...listingIds]), isNull(portalListings.removedAt)),
    );
}

/** Records listings sent to an account in the versions sent. */
export async function recordSent(
  db: Executor,
  accountId: string,
  rows: { propertyNumber: number; propertyId: string | null; version: Date }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(portalListings)
      .values(
        rows.slice(i, i + 500).map((row) => ({
          accountId,
          propertyNumber: row.propertyNumber,
          propertyId: row.propertyId,
          sentVersion: row.version,
        })),
      )
      .onConflictDoUpdate({
        target: [portalListings.accountId, portalListings.propertyNumber],
        set: {
          propertyId: sql`excluded.property_id`,
          sentVersion: sql`excluded.sent_version`,
          sentAt: sql`now()`,
          removedAt: sql`null`,
        },
      });
  }
}

/** Records listings removed from an account. */
export async function recordRemoved(
  db: Executor,
  accountId: string,
  numbers: number[],
): Promise<void> {
  for (let i = 0; i < numbers.length; i += 500) {
    await db
      .update(portalListings)
      .set({ removedAt: sql`now()` })
      .where(
        and(
          eq(portalListings.accountId, accountId),
          inArray(portalListings.propertyNumber, numbers.slice(i, i + 500)),
          isNull(portalListings.removedAt),
        ),
      );
  }
}

/** Forgets removals older than `before` (a feed repeats its deletes until then). */
export async function purgeRemoved(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(portalListings)
    .where(lt(portalListings.removedAt, before))
    .returning({ n: portalListings.propertyNumber });
  return rows.length;
}

/** Forgets finished transfers created before `before`, with their lines (the log's retention). */
export async function purgeTransfers(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(portalTransfers)
    .where(
      and(
        lt(portalTransfers.createdAt, before),
        inArray(portalTransfers.status, ['succeeded', 'failed']),
      ),
    )
    .returning({ id: portalTransfers.id });
  return rows.length;
}

/** A transfer as the log lists it, with its account's portal and name. */
export type TransferLogRow = PortalTransferRow & { portal: string; accountName: string };

/**
 * The transfer log, newest first: `limit` transfers created before `before` (none: from the
 * newest), of one account or all.
 */
export async function findTransfers(
  db: Executor,
  options: { accountId?: string; before?: Date; limit: number },
): Promise<TransferLogRow[]> {
  const rows = await db
    .select({
      transfer: portalTransfers,
      portal: portalAccounts.portal,
      accountName: portalAccounts.name,
    })
    .from(portalTransfers)
    .innerJoin(portalAccounts, eq(portalAccounts.id, portalTransfers.accountId))
    .where(
      and(
        options.accountId ? eq(portalTransfers.accountId, options.accountId) : undefined,
        options.before ? lt(portalTransfers.createdAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(portalTransfers.createdAt), desc(portalTransfers.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row.transfer, portal: row.portal, accountName: row.accountName }));
}

/** One transfer of the log, or undefined. */
export async function findTransfer(db: Executor, id: string): Promise<TransferLogRow | undefined> {
  const [row] = await db
    .select({
      transfer: portalTransfers,
      portal: portalAccounts.portal,
      accountName: portalAccounts.name,
    })
    .from(portalTransfers)
    .innerJoin(portalAccounts, eq(portalAccounts.id, portalTransfers.accountId))
    .where(eq(portalTransfers.id, id));
  return row && { ...row.transfer, portal: row.portal, accountName: row.accountName };
}

/** A transfer's per-listing lines, in their order. */
export async function findTransferItems(db: Executor, transferId: string) {
  return db
    .select()
    .from(portalTransferItems)
    .where(eq(portalTransferItems.transferId, transferId))
    .orderBy(asc(portalTransferItems.id));
}
