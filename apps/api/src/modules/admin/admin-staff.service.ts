/**
 * Staff roles (issue 16 point 5): a super admin lists the staff accounts, finds an account by its
 * address and grants or removes the agent, admin and super-admin roles; the last super admin
 * cannot remove their own super-admin role (409). Every change is written into the history in
 * its transaction (subject `account`, action `role`). The command-line task stays
 * (account-role.service.ts).
 */
import {
  canManageStaffRoles,
  staffRoleChangeRefusal,
  staffRolesToStore,
} from '@domus/domain/person/permissions';
import type { StaffFlags } from '@domus/domain/person/roles';
import type { StaffAccount } from '@domus/domain/person/admin-staff.schema';
import type { Database } from '../../db/client.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import { recordRoleChange } from '../staff/account-role.service.ts';
import type { Viewer } from '../auth/viewer.ts';
import { viewerActor } from '../history/listing-history.ts';
import {
  countSuperAdmins,
  findAccountByEmail,
  findAccountForRoles,
  findStaffAccounts,
  setAccountFlags,
} from './admin-staff.repository.ts';

const forbidden = () => new AppError(403, 'forbidden', 'api.forbidden');

const toAccount = (row: { id: string } & Omit<StaffAccount, '_id'>): StaffAccount => ({
  _id: row.id,
  email: row.email,
  isAgent: row.isAgent,
  isAdmin: row.isAdmin,
  isSuperAdmin: row.isSuperAdmin,
});

/**
 * The staff accounts with their roles, or, given an address, the account of that address
 * whatever its roles (none when there is none).
 */
export async function listStaffAccounts(
  db: Database,
  viewer: NonNullable<Viewer>,
  email: string | undefined,
): Promise<StaffAccount[]> {
  if (!canManageStaffRoles(viewer)) throw forbidden();
  if (email) {
    const row = await findAccountByEmail(db, email);
    return row ? [toAccount(row)] : [];
  }
  return (await findStaffAccounts(db)).map(toAccount);
}

/**
 * Gives an account the roles of the switches (a super admin is an admin too). 404 for an
 * unknown account; 409 `last_super_admin` when the last super admin removes their own
 * super-admin role, which changes nothing.
 * @param source the call (its operationId), for the history
 */
export async function setStaffRoles(
  db: Database,
  viewer: NonNullable<Viewer>,
  accountId: string,
  roles: StaffFlags,
  source: string,
): Promise<StaffAccount> {
  if (!canManageStaffRoles(viewer)) throw forbidden();
  const next = staffRolesToStore(roles);
  return db.transaction(async (tx) => {
    const before = await findAccountForRoles(tx, accountId);
    if (!before) throw notFoundError();
    const refusal = staffRoleChangeRefusal(
      viewer.accountId,
      accountId,
      next,
      await countSuperAdmins(tx),
    );
    if (refusal === 'lastSuperAdmin') {
      throw new AppError(409, 'last_super_admin', 'api.last_super_admin');
    }
    const after = await setAccountFlags(tx, accountId, next);
    if (!after) throw notFoundError();
    await recordRoleChange(tx, {
      accountId,
      before,
      after: next,
      actor: viewerActor(viewer),
      source,
    });
    return toAccount(after);
  });
}
