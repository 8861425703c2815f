import { sql } from 'drizzle-orm';
import { emailSchema } from '@domus/domain/schemas/common.schema';
import { accounts } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';

/** The roles the command-line task gives (decisions.md Accounts and roles: staff accounts). */
export const ACCOUNT_ROLES = ['agent', 'admin', 'superadmin', 'none'] as const;
/** A role of {@link ACCOUNT_ROLES}; `none` makes an account a website user again. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The staff flags of each role; a super admin is also an admin. */
const FLAGS: Record<AccountRole, { isAgent: boolean; isAdmin: boolean; isSuperAdmin: boolean }> = {
  agent: { isAgent: true, isAdmin: false, isSuperAdmin: false },
  admin: { isAgent: false, isAdmin: true, isSuperAdmin: false },
  superadmin: { isAgent: false, isAdmin: true, isSuperAdmin: true },
  none: { isAgent: false, isAdmin: false, isSuperAdmin: false },
};

/** Whether `value` names a role. */
export function isAccountRole(value: string): value is AccountRole {
  return (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** What {@link setAccountRole} did. */
export type RoleResult = {
  email: string;
  created: boolean;
  isAgent: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
};

/**
 * Gives the account of `email` exactly the flags of `role`, creating the account when the
 * address has none (it logs in with an e-mailed link like everyone, which verifies the address).
 * Staff accounts are made only this way and by super admins, never by a public call. Throws for
 * an invalid address. The flags take effect on the account's next request: sessions read them
 * from the account each time.
 */
export async function setAccountRole(
  db: Executor,
  email: string,
  role: AccountRole,
): Promise<RoleResult> {
  const address = emailSchema.parse(email);
  const flags = FLAGS[role];
  const result: unknown = await db.execute(sql`
    insert into ${accounts} (email, is_agent, is_admin, is_super_admin)
    values (${address}, ${flags.isAgent}, ${flags.isAdmin}, ${flags.isSuperAdmin})
    on conflict (lower(email)) do update
      set is_agent = excluded.is_agent,
          is_admin = excluded.is_admin,
          is_super_admin = excluded.is_super_admin,
          updated_at = now()
    returning email, (xmax = 0) as created
  `);
  // Both drivers answer raw statements with their rows under `rows`.
  const row = (result as { rows: { email: string; created: boolean }[] }).rows[0];
  if (!row) throw new Error('account upsert returned nothing');
  return { email: row.email, created: row.created, ...flags };
}
