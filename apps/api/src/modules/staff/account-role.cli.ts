/**
 * `npm run account:role -- <email> <agent|admin|superadmin|none>`: creates or promotes (or
 * demotes) an account in the database that DATABASE_URL or DATA_DIR points at (decisions.md
 * Accounts and roles: staff accounts are made by a command-line task).
 */
import { openConfiguredDatabase } from '../../db/cli-database.ts';
import { ACCOUNT_ROLES, isAccountRole, setAccountRole } from './account-role.service.ts';

const [email, role] = process.argv.slice(2);
if (!email || !role || !isAccountRole(role)) {
  console.error(`Usage: npm run account:role -- <email> <${ACCOUNT_ROLES.join('|')}>`);
  process.exit(2);
}

const { handle } = await openConfiguredDatabase();
try {
  const result = await setAccountRole(handle.db, email, role);
  console.log(
    `${result.email}: ${result.created ? 'account created' : 'account updated'}, role ${role} ` +
      `(agent ${result.isAgent}, admin ${result.isAdmin}, super admin ${result.isSuperAdmin}). ` +
      'It logs in with a link from /login.',
  );
} catch (error) {
  const invalid = error instanceof Error && error.name === 'ZodError';
  console.error(invalid ? `Not a valid e-mail address: ${email}` : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
