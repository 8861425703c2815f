import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

/** The database or an open transaction of it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

/**
 * Holds the sender's e-mail and client address until the transaction ends, so that two messages
 * sent at once by the same sender cannot both pass the limit. Keys are taken in a fixed order,
 * so two senders sharing one of them cannot deadlock.
 */
export async function lockSender(tx: Executor, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/**
 * The seconds until this sender may write again: 0 when no message came from this e-mail address
 * (any letter case) or this client address within the last `seconds`, else until the newest such
 * message is `seconds` old. The database clock decides, as it stamps `created_at`.
 */
export async function secondsUntilNextMessage(
  db: Executor,
  sender: { email: string; clientIp: string | null },
  seconds: number,
): Promise<number> {
  const sameSender = sender.clientIp
    ? or(
        eq(sql`lower(${contactMessages.email})`, sender.email.toLowerCase()),
        eq(contactMessages.clientIp, sender.clientIp),
      )
    : eq(sql`lower(${contactMessages.email})`, sender.email.toLowerCase());
  const interval = sql`make_interval(secs => ${seconds})`;
  const [row] = await db
    .select({
      wait: sql<number>`coalesce(extract(epoch from (max(${contactMessages.createdAt}) + ${interval} - now())), 0)::float8`,
    })
    .from(contactMessages)
    .where(and(sameSender, gt(contactMessages.createdAt, sql`now() - ${interval}`)));
  return Math.max(0, Number(row?.wait ?? 0));
}

/** Stores a contact message. */
export async function insertContactMessage(
  db: Executor,
  row: typeof contactMessages.$inferInsert,
): Promise<{ id: string }> {
  const [created] = await db
    .insert(contactMessages)
    .values(row)
    .returning({ id: contactMessages.id });
  if (!created) throw new Error('contact message insert returned nothing');
  return created;
}
