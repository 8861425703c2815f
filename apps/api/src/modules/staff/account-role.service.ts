import { sql } from 'drizzle-orm';
import { emailSchema } from '@domus/domain/core/common.schema';
import { accounts } from '../../db/schema.ts';
import type { Database, Executor } from '../../db/client.ts';
import { diffForHistory } from '@domus/domain/staff/history';
import type { StaffFlags } from '@domus/domain/person/roles';
import { recordHistory, type HistoryActor } from '../history/history.service.ts';

/** The roles the command-line task gives (decisions.md Accounts and roles: staff accounts). */
export const ACCOUNT_ROLES = ['agent', 'admin', 'superadmin', 'none'] as const;
/** A role of {@link ACCOUNT_ROLES}; `none` makes an account a website user again. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The staff flags of each role; a super admin is also an admin. */
const FLAGS: Record<AccountRole, StaffFlags> = {
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
 * from the account each time. The change is written into the history with the system as its
 * actor and `cli` as its source (issue 16 point 6).
 */
export async function setAccountRole(
  db: Database,
  email: string,
  role: AccountRole,
): Promise<RoleResult> {
  const address = emailSchema.parse(email);
  const flags = FLAGS[role];
  // The change and its history entry are stored together (issue 16 point 6).
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        isAgent: accounts.isAgent,
        isAdmin: accounts.isAdmin,
        isSuperAdmin: accounts.isSuperAdmin,
      })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${address}`)
      .for('update');
    const result: unknown = await tx.execute(sql`
      insert into ${accounts} (email, is_agent, is_admin, is_super_admin)
      values (${address}, ${flags.isAgent}, ${flags.isAdmin}, ${flags.isSuperAdmin})
      on conflict (lower(email)) do update
        set is_agent = excluded.is_agent,
            is_admin = excluded.is_admin,
            is_super_admin = excluded.is_super_admin,
            updated_at = now()
      returning id, email, (xmax = 0) as created
    `);
    // Both drivers answer raw statements with their rows under `rows`.
    const row = (result as { rows: { id: string; email: string; created: boolean }[] }).rows[0];
    if (!row) throw new Error('account upsert returned nothing');
    await recordRoleChange(tx, {
      accountId: row.id,
      before: before ?? FLAGS.none,
      after: flags,
      actor: { accountId: null, role: 'system' },
      source: 'cli',
    });
    return { email: row.email, created: row.created, ...flags };
  });
}

/**
 * Writes a role change into the history (subject `account`, action `role`, the changed flags),
 * with `db` being the change's transaction; nothing when no flag changed.
 */
export async function recordRoleChange(
  db: Executor,
  change: {
    accountId: string;
    before: StaffFlags;
    after: StaffFlags;
    actor: HistoryActor;
    source: string;
  },
): Promise<void> {
  const changes = diffForHistory(change.before, change.after, STAFF_FLAGS);
  if (!changes.length) return;
  await recordHistory(db, {
    actor: change.actor,
    subject: 'account',
    subjectId: change.accountId,
    action: 'role',
    changes,
    source: change.source,
  });
}

/** The flags a role change compares, in the order the history lists them. */
const STAFF_FLAGS = ['isAgent', 'isAdmin', 'isSuperAdmin'] as const;
