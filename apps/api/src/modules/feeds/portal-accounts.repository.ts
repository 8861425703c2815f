/**
 * The portal accounts (issue 32 point 4): the rows, the count of listings switched on for each,
 * and the schedule's claim of accounts whose transfer is due.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listingPortals, portalAccounts } from '../../db/schema.ts';

/** A stored portal account. */
export type PortalAccountRow = typeof portalAccounts.$inferSelect;
/** What is written of an account. */
export type PortalAccountValues = Omit<
  typeof portalAccounts.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** Every account, by name, with the number of listings switched on for it by a row. */
export async function findPortalAccounts(
  db: Executor,
): Promise<(PortalAccountRow & { switchedOn: number })[]> {
  return db
    .select({
      ...portalAccountColumns,
      switchedOn: sql<number>`(select count(*)::int from ${listingPortals}
        where ${listingPortals.accountId} = ${portalAccounts.id} and ${listingPortals.enabled})`,
    })
    .from(portalAccounts)
    .orderBy(asc(portalAccounts.portal), asc(portalAccounts.name));
}

const portalAccountColumns = {
  id: portalAccounts.id,
  portal: portalAccounts.portal,
  name: portalAccounts.name,
  delivery: portalAccounts.delivery,
  endpoint: portalAccounts.endpoint,
  port: portalAccounts.port,
  username: portalAccounts.username,
  secretEncrypted: portalAccounts.secretEncrypted,
  folder: portalAccounts.folder,
  hostFingerprint: portalAccounts.hostFingerprint,
  feedTokenHash: portalAccounts.feedTokenHash,
  customerId: portalAccounts.customerId,
  schedule: portalAccounts.schedule,
  defaultForNew: portalAccounts.defaultForNew,
  defaultSince: portalAccounts.defaultSince,
  feedFiles: portalAccounts.feedFiles,
  active: portalAccounts.active,
  nextRunAt: portalAccounts.nextRunAt,
  failingSince: portalAccounts.failingSince,
  createdAt: portalAccounts.createdAt,
  updatedAt: portalAccounts.updatedAt,
};

/** One account, or undefined. */
export async function findPortalAccount(
  db: Executor,
  id: string,
): Promise<PortalAccountRow | undefined> {
  const [row] = await db.select().from(portalAccounts).where(eq(portalAccounts.id, id));
  return row;
}

/** The account whose feed URL's token has this hash, or undefined. */
export async function findPortalAccountByFeedToken(
  db: Executor,
  tokenHash: string,
): Promise<PortalAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(portalAccounts)
    .where(eq(portalAccounts.feedTokenHash, tokenHash));
  return row;
}

/** Adds an account. */
export async function insertPortalAccount(
  db: Executor,
  values: PortalAccountValues & { id?: string },
): Promise<PortalAccountRow> {
  const [row] = await db.insert(portalAccounts).values(values).returning();
  return row!;
}

/** Changes an account; undefined when there is none. */
export async function updatePortalAccount(
  db: Executor,
  id: string,
  values: Partial<PortalAccountValues>,
): Promise<PortalAccountRow | undefined> {
  const [row] = await db
    .update(portalAccounts)
    .set(values)
    .where(eq(portalAccounts.id, id))
    .returning();
  return row;
}

/** Removes an account with its switches, what it holds and its log; whether there was one. */
export async function deletePortalAccount(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(portalAccounts)
    .where(eq(portalAccounts.id, id))
    .returning({ id: portalAccounts.id });
  return rows.length > 0;
}

/**
 * Claims the active accounts whose scheduled transfer is due: locks them (another process skips
 * them) so that the caller queues one transfer each and moves their next run on, in the same
 * transaction.
 */
export async function lockDueAccounts(db: Executor, limit: number): Promise<PortalAccountRow[]> {
  return db
    .select()
    .from(portalAccounts)
    .where(sql`${portalAccounts.active} and ${portalAccounts.nextRunAt} <= now()`)
    .orderBy(asc(portalAccounts.nextRunAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
