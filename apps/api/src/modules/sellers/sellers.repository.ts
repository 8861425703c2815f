import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { sellers } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

/** A seller as stored. */
export type SellerRow = typeof sellers.$inferSelect;

/** The columns a seller's form writes. */
export type SellerValues = Pick<
  typeof sellers.$inferInsert,
  | 'salutation'
  | 'name'
  | 'familyName'
  | 'companyName'
  | 'email'
  | 'tel'
  | 'language'
  | 'address'
  | 'sellerType'
  | 'fiscalCode'
  | 'pec'
  | 'taxCode'
>;

/** The newest sellers first. */
export function findNewestSellers(db: Executor, limit: number): Promise<SellerRow[]> {
  return db.select().from(sellers).orderBy(desc(sellers.createdAt), desc(sellers.id)).limit(limit);
}

/** `text` as a LIKE pattern that matches it literally anywhere. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Sellers whose name, family name, company, e-mail or telephone contain every word of `q`
 * (any case), newest first.
 */
export function searchSellers(db: Executor, q: string, limit: number): Promise<SellerRow[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions: SQL[] = words.map((word) =>
    or(
      ilike(sellers.name, containing(word)),
      ilike(sellers.familyName, containing(word)),
      ilike(sellers.companyName, containing(word)),
      ilike(sellers.email, containing(word)),
      ilike(sellers.tel, containing(word)),
    )!,
  );
  return db
    .select()
    .from(sellers)
    .where(and(...conditions))
    .orderBy(desc(sellers.createdAt), desc(sellers.id))
    .limit(limit);
}

/** One seller, or undefined. */
export async function findSellerById(db: Executor, id: string): Promise<SellerRow | undefined> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

/** The seller profile of an account (the oldest, should there be several), or undefined. */
export async function findSellerOfAccount(
  db: Executor,
  accountId: string,
): Promise<SellerRow | undefined> {
  const [row] = await db
    .select()
    .from(sellers)
    .where(eq(sellers.accountId, accountId))
    .orderBy(asc(sellers.createdAt))
    .limit(1);
  return row;
}

/** Inserts a seller. */
export async function insertSeller(
  db: Executor,
  values: SellerValues & {
    accountId: string | null;
    createdById: string | null;
    isSelfInserted: boolean;
  },
): Promise<SellerRow> {
  const [row] = await db.insert(sellers).values(values).returning();
  if (!row) throw new Error('seller insert returned nothing');
  return row;
}

/** Writes a seller's form fields. */
export async function updateSeller(
  db: Executor,
  id: string,
  values: SellerValues,
): Promise<SellerRow | undefined> {
  const [row] = await db.update(sellers).set(values).where(eq(sellers.id, id)).returning();
  return row;
}

/** Gives the sellers of `email` (any case) that have no account to `accountId`. */
export async function attachSellersByEmail(
  db: Executor,
  accountId: string,
  email: string,
): Promise<void> {
  await db
    .update(sellers)
    .set({ accountId })
    .where(and(eq(sql`lower(${sellers.email})`, email.toLowerCase()), isNull(sellers.accountId)));
}
