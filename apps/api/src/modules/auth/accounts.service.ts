/**
 * The accounts as other modules reach them (issue 31 point 1: no module imports another module's
 * repository): finding an account by id or address, creating one, its language, and the admins' addresses.
 */
export {
  findAccountByEmail,
  findAccountById,
  findAdminRecipients,
  insertAccount,
  updateAccountLanguage,
} from './accounts.repository.ts';
