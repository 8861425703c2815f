/**
 * What the admin listing tables (issue 15 point 2) read besides the listings: the sellers a free
 * text names, a subtype's type and the staff for the agent picker. The listing rows themselves,
 * their conditions and order are the listing module's (properties/listing-queries.ts).
 */
import type { Category } from '@domus/domain/core/constants';
import { and, eq, sql } from 'drizzle-orm';
import { accountNameColumns } from '../../db/account-sql.ts';
import type { Executor } from '../../db/client.ts';
import { sellerTextSql } from '../../db/listing-sql.ts';
import { accounts, propertyTypes, sellers } from '../../db/schema.ts';
import { staffAccountSql } from '../properties/listing-visibility.sql.ts';

/** The most sellers a free text is matched against by name; a broader text names the listing. */
const MAX_TEXT_OWNERS = 200;

/**
 * The sellers whose name, company or e-mail address contain the LIKE pattern (pg_trgm), at most
 * {@link MAX_TEXT_OWNERS}.
 * @param db the database
 * @param pattern the LIKE pattern, lower-cased
 */
export async function findSellerIdsByText(db: Executor, pattern: string): Promise<string[]> {
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(sql`${sellerTextSql(sellers)} like ${pattern}`)
    .limit(MAX_TEXT_OWNERS);
  return rows.map((row) => row.id);
}

/** A staff account with the names of its seller profile. */
export type StaffRow = {
  id: string;
  email: string;
  isAgent: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  name: string | null;
  familyName: string | null;
  companyName: string | null;
  tel: string | null;
};

const staffColumns = {
  id: accounts.id,
  email: accounts.email,
  isAgent: accounts.isAgent,
  isAdmin: accounts.isAdmin,
  isSuperAdmin: accounts.isSuperAdmin,
  ...accountNameColumns,
};

/** Every staff account (agents, admins, super admins), by e-mail address. */
export function findStaff(db: Executor): Promise<StaffRow[]> {
  return db.select(staffColumns).from(accounts).where(staffAccountSql).orderBy(accounts.email);
}

/** The type id of a subtype code of a category, if the type exists. */
export async function findTypeId(
  db: Executor,
  category: Category,
  code: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(and(eq(propertyTypes.category, category), eq(propertyTypes.code, code)));
  return row?.id;
}
