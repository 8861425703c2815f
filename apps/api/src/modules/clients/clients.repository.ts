import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

/** A client as stored. */
export type ClientRow = typeof clients.$inferSelect;

/** The columns a client's form writes. */
export type ClientValues = Pick<
  typeof clients.$inferInsert,
  'salutation' | 'name' | 'familyName' | 'companyName' | 'email' | 'tel' | 'language' | 'address'
>;

/** The client profile of an account (the oldest, should there be several), or undefined. */
export async function findClientOfAccount(
  db: Executor,
  accountId: string,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(eq(clients.accountId, accountId))
    .orderBy(asc(clients.createdAt))
    .limit(1);
  return row;
}

/** The client of `email` (any case), or undefined. */
export async function findClientByEmail(
  db: Executor,
  email: string,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(eq(sql`lower(${clients.email})`, email.toLowerCase()));
  return row;
}

/** Inserts a client. */
export async function insertClient(
  db: Executor,
  values: ClientValues & { accountId: string | null; privacyAcceptedAt: Date | null },
): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('client insert returned nothing');
  return row;
}

/** Writes a client's form fields. */
export async function updateClient(
  db: Executor,
  id: string,
  values: Partial<ClientValues> & { accountId?: string; privacyAcceptedAt?: Date },
): Promise<ClientRow | undefined> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  return row;
}

/** Gives the clients of `email` (any case) that have no account to `accountId`. */
export async function attachClientsByEmail(
  db: Executor,
  accountId: string,
  email: string,
): Promise<void> {
  await db
    .update(clients)
    .set({ accountId })
    .where(and(eq(sql`lower(${clients.email})`, email.toLowerCase()), isNull(clients.accountId)));
}
