/**
 * The accounts and roles of the staff page (issue 16 point 5): staff accounts by address, one
 * account by its address, the roles of an account and the number of super admins.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffFlags } from '@domus/domain/person/roles';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { staffAccountSql } from '../properties/listing-visibility.sql.ts';

const columns = {
  id: accounts.id,
  email: accounts.email,
  isAgent: accounts.isAgent,
  isAdmin: accounts.isAdmin,
  isSuperAdmin: accounts.isSuperAdmin,
};

/** Every agent, admin and super admin, by address. */
export async function findStaffAccounts(db: Executor) {
  return db.select(columns).from(accounts).where(staffAccountSql).orderBy(asc(accounts.email));
}

/** The account of an address (compared in lower case, as the accounts are unique). */
export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(columns)
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return row;
}

/** An account with its roles, locked until the end of the transaction `db`. */
export async function findAccountForRoles(db: Executor, id: string) {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

/**
 * How many accounts are super admins. The rows are locked, so that two super admins removing
 * their roles at once cannot both pass the last-super-admin rule.
 */
export async function countSuperAdmins(db: Executor): Promise<number> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.isSuperAdmin, true))
    .for('update');
  return rows.length;
}

/** Gives an account these roles. */
export async function setAccountFlags(db: Executor, id: string, flags: StaffFlags) {
  const [row] = await db
    .update(accounts)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning(columns);
  return row;
}
