import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { accounts, loginTokens } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

/**
 * Holds the login-link requests of one address and of one client address until the transaction
 * ends, so that requests arriving together cannot all pass the limits. Addresses and client
 * addresses lock in separate key spaces (the two-key form), always the address first: two
 * requests never wait on each other in a circle.
 */
export async function lockLoginRequests(
  tx: Executor,
  email: string,
  ip: string | null,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4101, hashtext(${email.toLowerCase()}))`);
  if (ip) await tx.execute(sql`select pg_advisory_xact_lock(4102, hashtext(${ip}))`);
}

/** A count over the last hour and the seconds until its oldest row leaves the hour. */
export type HourCount = { count: number; retryAfterSeconds: number };

/** What the login-link limits count for one request (decision 006, decision 045). */
export type RecentLoginRequests = {
  /** Links asked for `email` from `ip` in the last hour. */
  byEmailAndIp: HourCount;
  /** Links asked for from `ip` in the last hour. */
  byIp: HourCount;
  /** Links mailed to `email` in the last hour. */
  mailedToEmail: number;
  /** Whether a link mailed to `email` within `cooldownSeconds` is still unused and valid. */
  unusedMailedRecently: boolean;
  /** Links asked for `email` from `ip` in the last day: 0 for a client address new to it. */
  byEmailAndIpInDay: number;
};

/**
 * The login links that the limits count, in one statement (decisions 006 and 045): those asked
 * for `email` (any case) from `ip` in the hour and in the day, those asked for from `ip`, those
 * mailed to `email`, and whether one mailed within the cooldown is unused. The database clock
 * decides, as it stamps `created_at`.
 */
export async function countRecentLoginRequests(
  db: Executor,
  email: string,
  ip: string | null,
  cooldownSeconds: number,
): Promise<RecentLoginRequests> {
  const sameEmail = sql`lower(${loginTokens.email}) = ${email.toLowerCase()}`;
  const sameIp = sql`${loginTokens.requestIp} is not distinct from ${ip}`;
  const inHour = sql`${loginTokens.createdAt} > now() - interval '1 hour'`;
  const retryAfter = (filter: ReturnType<typeof sql>) =>
    sql<number>`coalesce(extract(epoch from (min(${loginTokens.createdAt}) filter (where ${filter}) + interval '1 hour' - now())), 0)::float8`;
  const unusedRecent = sql`${sameEmail} and ${loginTokens.mailed} and ${loginTokens.usedAt} is null
    and ${loginTokens.expiresAt} > now()
    and ${loginTokens.createdAt} > now() - make_interval(secs => ${cooldownSeconds})`;
  const [row] = await db
    .select({
      byEmailAndIp: sql<number>`count(*) filter (where ${sameEmail} and ${sameIp} and ${inHour})::int`,
      byEmailAndIpRetry: retryAfter(sql`${sameEmail} and ${sameIp} and ${inHour}`),
      byIp: sql<number>`count(*) filter (where ${sameIp} and ${inHour})::int`,
      byIpRetry: retryAfter(sql`${sameIp} and ${inHour}`),
      mailedToEmail: sql<number>`count(*) filter (where ${sameEmail} and ${loginTokens.mailed} and ${inHour})::int`,
      unusedMailedRecently: sql<number>`count(*) filter (where ${unusedRecent})::int`,
      byEmailAndIpInDay: sql<number>`count(*) filter (where ${sameEmail} and ${sameIp})::int`,
    })
    .from(loginTokens)
    .where(
      and(
        gt(loginTokens.createdAt, sql`now() - interval '1 day'`),
        sql`(${sameEmail} or ${sameIp})`,
      ),
    );
  return {
    byEmailAndIp: {
      count: Number(row?.byEmailAndIp ?? 0),
      retryAfterSeconds: Number(row?.byEmailAndIpRetry ?? 0),
    },
    byIp: { count: Number(row?.byIp ?? 0), retryAfterSeconds: Number(row?.byIpRetry ?? 0) },
    mailedToEmail: Number(row?.mailedToEmail ?? 0),
    unusedMailedRecently: Number(row?.unusedMailedRecently ?? 0) > 0,
    byEmailAndIpInDay: Number(row?.byEmailAndIpInDay ?? 0),
  };
}

/** The id and language of the account of `email` (any case), or undefined. */
export async function findAccountForLogin(
  db: Executor,
  email: string,
): Promise<{ id: string; language: string } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, language: accounts.language })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  return row;
}

/** Stores a login link by the hash of its token. */
export async function insertLoginToken(
  db: Executor,
  row: {
    tokenHash: string;
    email: string;
    accountId: string | null;
    callback: string | null;
    language: string;
    requestIp: string | null;
    expiresAt: Date;
    mailed: boolean;
  },
): Promise<void> {
  await db.insert(loginTokens).values(row);
}

/**
 * Uses a login link: marks it used in the same statement that checks it is unused and not
 * expired, so that of two uses at once exactly one gets the row back.
 */
export async function useLoginToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginTokens.tokenHash, tokenHash),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      email: loginTokens.email,
      language: loginTokens.language,
      callback: loginTokens.callback,
    });
  return row;
}

/**
 * The account of a verified address: created for a new address (decisions.md: the account is
 * made on the first use of its link), its address marked verified otherwise. One statement, so
 * that two first logins at once cannot create two accounts.
 */
export async function upsertVerifiedAccount(
  db: Executor,
  email: string,
  language: string,
): Promise<{ id: string }> {
  const result: unknown = await db.execute(sql`
    insert into ${accounts} (email, language, email_verified_at)
    values (${email.toLowerCase()}, ${language}, now())
    on conflict (lower(email)) do update
      set email_verified_at = coalesce(${accounts}.email_verified_at, now())
    returning id
  `);
  // Both drivers answer raw statements with their rows under `rows`.
  const row = (result as { rows: { id: string }[] }).rows[0];
  if (!row) throw new Error('account upsert returned nothing');
  return row;
}

/** Deletes login links asked for more than a day ago: used, expired and out of every limit. */
export async function deleteOldLoginTokens(db: Executor): Promise<void> {
  await db.delete(loginTokens).where(lt(loginTokens.createdAt, sql`now() - interval '1 day'`));
}
