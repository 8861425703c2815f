/**
 * The staff accounts the admin tables' actions check and name (issue 15 point 3); the actions'
 * listing writes are the listing module's (properties/listing-staff-actions.repository.ts).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';

/** The staff flags of an account, if it exists. */
export async function findAccountFlags(db: Executor, id: string) {
  const [row] = await db
    .select({
      isAgent: accounts.isAgent,
      isAdmin: accounts.isAdmin,
      isSuperAdmin: accounts.isSuperAdmin,
    })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row;
}

/** The address of an account, if it exists. */
export async function findAccountEmail(db: Executor, id: string) {
  const [row] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row?.email;
}
