import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { rateLimitEvents } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

/** The limits counted in `rate_limit_events`, each with the window its events count in. */
export const RATE_LIMIT_SCOPES = {
  /** Duplicate-address answers to one account's profile changes (decision 009). */
  profileProbe: { name: 'profile-probe', windowSeconds: 3600 },
  /** Duplicate-address answers of clients-create to one client address (decision 006). */
  clientsCreateProbe: { name: 'clients-create-probe', windowSeconds: 3600 },
  /** A login from a client address: that address is known to the account (decision 006). */
  knownLoginClient: { name: 'known-login-client', windowSeconds: 30 * 24 * 3600 },
} as const;

/** One of {@link RATE_LIMIT_SCOPES}. */
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[keyof typeof RATE_LIMIT_SCOPES];

/** How many events a key has in its window, and when the oldest of them leaves it. */
export type WindowCount = { count: number; retryAfterSeconds: number };

/**
 * Holds one key of one limit until the transaction ends, so that requests at once, whichever
 * process serves them, cannot all pass the limit before one of them is counted.
 */
export async function lockRateLimit(tx: Executor, scope: RateLimitScope, key: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${scope.name}:${key}`}, 0))`,
  );
}

/** The events of `key` in the window of `scope`; the database clock decides. */
export async function countEvents(
  db: Executor,
  scope: RateLimitScope,
  key: string,
): Promise<WindowCount> {
  const window = sql`make_interval(secs => ${scope.windowSeconds})`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retryAfterSeconds: sql<number>`coalesce(extract(epoch from (min(${rateLimitEvents.createdAt}) + ${window} - now())), 0)::float8`,
    })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.scope, scope.name),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.createdAt, sql`now() - ${window}`),
      ),
    );
  return { count: Number(row?.count ?? 0), retryAfterSeconds: Number(row?.retryAfterSeconds ?? 0) };
}

/** Counts one event of `key` for `scope`, now; answers its id. */
export async function recordEvent(
  db: Executor,
  scope: RateLimitScope,
  key: string,
): Promise<number> {
  const [row] = await db
    .insert(rateLimitEvents)
    .values({ scope: scope.name, key })
    .returning({ id: rateLimitEvents.id });
  if (!row) throw new Error('rate_limit_events insert returned nothing');
  return row.id;
}

/** Takes back an event that turned out not to count. */
export async function deleteEvent(db: Executor, id: number): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
}

/** Deletes the events that have left the window of their limit. */
export async function deleteExpiredEvents(db: Executor): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(
      or(
        ...Object.values(RATE_LIMIT_SCOPES).map((scope) =>
          and(
            eq(rateLimitEvents.scope, scope.name),
            lt(
              rateLimitEvents.createdAt,
              sql`now() - make_interval(secs => ${scope.windowSeconds})`,
            ),
          ),
        ),
      ),
    );
}
