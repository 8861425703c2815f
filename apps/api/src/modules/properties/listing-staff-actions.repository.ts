/**
 * The staff's status actions on listings (issue 15 point 3): withdraw, publish again, assign the
 * responsible agent and delete, on one listing or on every listing a condition selects, each
 * answering how many rows it changed (or would change). The listing module owns them with the
 * other status rules (issue 31 point 1); the admin tables' actions call them.
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, files, properties, sellers } from '../../db/schema.ts';
import { publishedSql } from './listing-visibility.sql.ts';

/**
 * What decides who may act on a listing (a staff action, or its deletion by its owner): its
 * category and state, the account that began it and its owner's account; undefined when it does
 * not exist. Locked until the end of the transaction `db`, so that nothing changes the listing
 * (a draft's submission) between check and action.
 */
export async function findListingForAction(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      category: properties.category,
      isConfirmed: properties.isConfirmed,
      isDraft: properties.isDraft,
      withdrawnAt: properties.withdrawnAt,
      responsibleAgentId: properties.responsibleAgentId,
      createdById: properties.createdById,
      ownerAccountId: sellers.accountId,
    })
    .from(properties)
    .leftJoin(sellers, eq(sellers.id, properties.ownerId))
    .where(eq(properties.id, id))
    .for('update', { of: properties });
  return row;
}

/** The condition of the listings an action changes among those `target` selects. */
export type ActionScope = 'withdraw' | 'publish' | 'all';

const published = publishedSql();
/** Withdrawn listings. */
const withdrawn = isNotNull(properties.withdrawnAt);

/** The rows of `target` the action changes: published ones to withdraw, withdrawn to publish. */
function changing(target: SQL, scope: ActionScope): SQL {
  if (scope === 'withdraw') return and(target, published)!;
  if (scope === 'publish') return and(target, withdrawn)!;
  return target;
}

/** How many listings `target` selects, and how many of them the action would change. */
export async function countForAction(
  db: Executor,
  target: SQL,
  scope: ActionScope,
  agentId?: string | null,
): Promise<{ matched: number; changed: number }> {
  const change =
    agentId === undefined
      ? changing(target, scope)
      : and(target, sql`${properties.responsibleAgentId} is distinct from ${agentId}`)!;
  const [row] = await db
    .select({
      matched: sql<number>`count(*)::int`,
      changed: sql<number>`(count(*) filter (where ${change}))::int`,
    })
    .from(properties)
    .where(target);
  return { matched: row?.matched ?? 0, changed: row?.changed ?? 0 };
}

/**
 * Takes the published listings of `target` off the site: withdrawn now and no longer confirmed,
 * so that every public read leaves them out; `closedAs` when the agency marks the deal (each
 * listing sold or let by its rent flag, issue 34 point 4). Answers how many.
 */
export async function withdrawListings(
  db: Executor,
  target: SQL,
  closing = false,
): Promise<number> {
  const rows = await db
    .update(properties)
    .set({
      withdrawnAt: new Date(),
      isConfirmed: false,
      // The domain's closingKind in SQL, as a bulk update cannot call it per row.
      closedAs: closing ? sql`case when ${properties.rent} then 'let' else 'sold' end` : null,
    })
    .where(changing(target, 'withdraw'))
    .returning({ id: properties.id });
  return rows.length;
}

/**
 * Puts the withdrawn listings of `target` on the site again. One withdrawn before `relistCutoff`
 * comes back as a new listing, dated now among the newest (the domain's `relistsAsNew`); any
 * other keeps its first date (issue 34 point 4). Answers the ids of each kind.
 */
export async function publishListings(
  db: Executor,
  target: SQL,
  relistCutoff: Date,
): Promise<{ id: string; asNew: boolean }[]> {
  const asNew = sql`${properties.withdrawnAt} <= ${relistCutoff}`;
  return db
    .update(properties)
    .set({
      withdrawnAt: null,
      closedAs: null,
      isConfirmed: true,
      createdAt: sql`case when ${asNew} then now() else ${properties.createdAt} end`,
    })
    .where(changing(target, 'publish'))
    .returning({
      id: properties.id,
      // The row's value before the update: returning sees the new one, so ask the new date.
      asNew: sql<boolean>`${properties.createdAt} = now()`,
    });
}

/** Makes `agentId` (or nobody) responsible for the listings of `target`. Answers how many changed. */
export async function assignAgent(
  db: Executor,
  target: SQL,
  agentId: string | null,
): Promise<number> {
  const rows = await db
    .update(properties)
    .set({ responsibleAgentId: agentId })
    .where(and(target, sql`${properties.responsibleAgentId} is distinct from ${agentId}`))
    .returning({ id: properties.id });
  return rows.length;
}

/**
 * Deletes the listings of `target`, in the caller's transaction. Their matches go with them;
 * their files stay stored and are only detached, as a single deletion does.
 */
export async function deleteListings(db: Executor, target: SQL): Promise<number> {
  await db
    .update(files)
    .set({ propertyId: null })
    .where(
      inArray(files.propertyId, db.select({ id: properties.id }).from(properties).where(target)),
    );
  const rows = await db.delete(properties).where(target).returning({ id: properties.id });
  return rows.length;
}

/**
 * The listings of `target` the action would change, locked until the end of the transaction
 * `db`, with what their history needs: the owner and the responsible agent's address before.
 */
export async function findChangingListings(
  db: Executor,
  target: SQL,
  scope: ActionScope,
  agentId?: string | null,
) {
  const change =
    agentId === undefined
      ? changing(target, scope)
      : and(target, sql`${properties.responsibleAgentId} is distinct from ${agentId}`)!;
  return db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      rent: properties.rent,
      agentEmail: accounts.email,
    })
    .from(properties)
    .leftJoin(accounts, eq(accounts.id, properties.responsibleAgentId))
    .where(change)
    .for('update', { of: properties });
}
