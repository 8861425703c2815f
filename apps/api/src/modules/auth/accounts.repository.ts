/**
 * The accounts: the login addresses people and staff sign in with (decisions.md Accounts and
 * roles). Sign-in creates them; clients and sellers find theirs here.
 */
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

/** An account as stored. */
export type AccountRow = typeof accounts.$inferSelect;

/** One account, or undefined. */
export async function findAccountById(db: Executor, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The account whose login address is `email` (any case), or undefined. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()));
  return row;
}

/** Inserts an account whose address is not verified yet. */
export async function insertAccount(
  db: Executor,
  values: { email: string; language: string },
): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, emailVerifiedAt: null })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

/** Sets the language an account's mails are written in. */
export async function updateAccountLanguage(
  db: Executor,
  id: string,
  language: string,
): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, id));
}

/**
 * The admins' login addresses and languages (super admins among them), for the mails that
 * tell the agency something needs an admin (a portal refusing listings, issue 32 point 3).
 */
export async function findAdminRecipients(
  db: Executor,
): Promise<{ email: string; language: string }[]> {
  return db
    .select({ email: accounts.email, language: accounts.language })
    .from(accounts)
    .where(sql`${accounts.isAdmin} or ${accounts.isSuperAdmin}`)
    .orderBy(accounts.email);
}
