/**
 * Customers of the agency as sellers (seller-side.md §3 Seller or contact, §5 Seller step, §6;
 * buyer-side.md §6): staff list, search, create and change any of them; a website user changes
 * only their own seller profile.
 */
import type { Language } from '@domus/domain/core/constants';
import { hasCompanyFields } from '@domus/domain/person/seller-fields';
import { canGiveSellerType, type SellerTypeTarget } from '@domus/domain/person/permissions';
import type {
  ProfileInput,
  Salutation,
  Seller,
  SellerInput,
  SellerType,
} from '@domus/domain/person/seller.schema';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFoundError, validationError } from '../../lib/app-error.ts';
import type { ErrorMessageKey } from '../../lib/i18n.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import {
  planProfileEmail,
  requestProfileEmailConfirmation,
  staffProfileEmail,
} from '../profile-email/profile-email.service.ts';
import { findAccountByEmail } from '../auth/accounts.service.ts';
import { RATE_LIMIT_SCOPES } from '../auth/rate-limits.service.ts';
import { limitingProbes } from '../auth/rate-limits.service.ts';
import { isStaff, type Viewer } from '../auth/viewer.ts';
import { customerActor, recordSellerHistory } from '../history/customer-history.ts';
import {
  findNewestSellers,
  findSellerById,
  findSellerOfAccount,
  insertSeller,
  searchSellers,
  updateSeller,
  type SellerRow,
  type SellerValues,
} from './sellers.repository.ts';

/** A logged-in viewer. */
type Caller = NonNullable<Viewer>;

/** How many sellers the customer picker lists (buyer-side.md §7: limit=10, list of 10). */
export const SELLER_LIST_LIMIT = 10;

/**
 * 400 `duplicate_email` on the e-mail field (buyer-side.md §8 global.errors.duplicateEmail; the
 * variant with the login hint where logging in is the way out).
 */
export function duplicateEmailError(
  messageKey: ErrorMessageKey = 'global.errors.duplicateEmail',
): AppError {
  return new AppError(400, 'duplicate_email', messageKey, [{ field: 'email', messageKey }]);
}

/**
 * Refuses an e-mail address that is another account's login address: a profile may not take
 * over the address by which somebody else logs in.
 */
export async function assertNotOtherAccountsEmail(
  db: Executor,
  email: string | undefined,
  accountId: string,
): Promise<void> {
  if (!email) return;
  const owner = await findAccountByEmail(db, email);
  if (owner && owner.id !== accountId) throw duplicateEmailError();
}

/** Duplicate-address answers one account may get in an hour from changes of its own profiles. */
export const DUPLICATE_ANSWERS_PER_HOUR = 10;

/**
 * Runs a website user's change of their own profile and counts the duplicate-address answers it
 * gets: beyond DUPLICATE_ANSWERS_PER_HOUR in an hour the account gets 429 (with Retry-After)
 * instead, so that a session cannot be used to probe many addresses for accounts (decision
 * record 009). The count is kept in the database, so it holds across server processes.
 */
export async function limitingAddressProbes<T>(
  db: Database,
  accountId: string,
  change: () => Promise<T>,
): Promise<T> {
  return limitingProbes(
    db,
    RATE_LIMIT_SCOPES.profileProbe,
    accountId,
    DUPLICATE_ANSWERS_PER_HOUR,
    change,
  );
}

/** A stored seller as the API answers it. */
export function toSeller(row: SellerRow): Seller {
  return {
    _id: row.id,
    salutation: (row.salutation as Salutation | null) ?? null,
    name: row.name,
    familyName: row.familyName,
    companyName: row.companyName,
    email: row.email,
    tel: row.tel,
    language: row.language as Language,
    address: (row.address as Seller['address']) ?? null,
    sellerType: row.sellerType as SellerType,
    fiscalCode: row.fiscalCode,
    pec: row.pec,
    taxCode: row.taxCode,
    isSelfInserted: row.isSelfInserted,
  };
}

/**
 * The columns a form writes. The form sends the whole seller, so a field it leaves out (an
 * emptied input, removed before sending) is cleared.
 */
export function toSellerValues(
  input: SellerInput | ProfileInput,
  sellerType: SellerType,
): SellerValues {
  return {
    salutation: input.salutation ?? null,
    name: input.name ?? null,
    familyName: input.familyName ?? null,
    companyName: input.companyName ?? null,
    email: input.email ?? null,
    tel: input.tel ?? null,
    language: input.language,
    address: input.address ?? null,
    sellerType,
    fiscalCode: input.fiscalCode ?? null,
    // seller-side.md §5: a private seller keeps no PEC address.
    pec: hasCompanyFields(sellerType) ? (input.pec ?? null) : null,
    taxCode: input.taxCode ?? null,
  };
}

/** Writes a seller, turning a taken e-mail address into the duplicate-email answer. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmailError();
    throw error;
  }
}

/**
 * 400 on `sellerType` when `viewer` may not give the profile that type (the domain's
 * `canGiveSellerType`: only an admin makes a customer an agent seller, seller-side.md §6). The
 * sellers calls and the account calls both refuse through here.
 */
export function refuseSellerType(
  viewer: Caller,
  sellerType: SellerType,
  target: SellerTypeTarget,
): void {
  if (!canGiveSellerType(viewer, sellerType, target)) {
    throw validationError([{ field: 'sellerType', messageKey: 'global.errors.agentSellerType' }]);
  }
}

/** The newest sellers (the customer picker's first list). */
export async function listSellers(db: Database, limit: number): Promise<Seller[]> {
  return (await findNewestSellers(db, limit)).map(toSeller);
}

/** Sellers matching a search text, at most 10 (the customer picker's search). */
export async function findSellers(db: Database, q: string): Promise<Seller[]> {
  const text = q.trim();
  const rows = text
    ? await searchSellers(db, text, SELLER_LIST_LIMIT)
    : await findNewestSellers(db, SELLER_LIST_LIMIT);
  return rows.map(toSeller);
}

/**
 * Creates a customer (staff only; the route checks): an agent may not create an agent seller
 * (seller-side.md §6), a taken e-mail answers duplicate_email. When an account logs in with the
 * seller's address and has no seller profile yet, the seller becomes that account's.
 */
export async function createSeller(db: Database, viewer: Caller, input: SellerInput) {
  refuseSellerType(viewer, input.sellerType, { own: false });
  return db.transaction(async (tx) => {
    const account = input.email ? await findAccountByEmail(tx, input.email) : undefined;
    const linkable = account && !(await findSellerOfAccount(tx, account.id));
    const row = await withUniqueEmail(() =>
      insertSeller(tx, {
        ...toSellerValues(input, input.sellerType),
        accountId: linkable ? account.id : null,
        createdById: viewer.accountId,
        isSelfInserted: false,
      }),
    );
    await recordSellerHistory(tx, customerActor(viewer, 'owner'), undefined, row, 'createSeller');
    return toSeller(row);
  });
}

/**
 * Changes a seller: staff any, a website user only their own seller profile (404 for any other,
 * which does not tell whether it exists). An agent may not make a customer an agent. A website
 * user's duplicate-address answers are limited (see {@link limitingAddressProbes}).
 */
export async function changeSeller(
  db: Database,
  viewer: Caller,
  id: string,
  input: SellerInput,
  publicUrl: string,
): Promise<Seller> {
  const staff = isStaff(viewer);
  const change = () => changeSellerIn(db, viewer, staff, id, input, publicUrl);
  return staff ? change() : limitingAddressProbes(db, viewer.accountId, change);
}

/** {@link changeSeller} in one transaction. */
async function changeSellerIn(
  db: Database,
  viewer: Caller,
  staff: boolean,
  id: string,
  input: SellerInput,
  publicUrl: string,
): Promise<Seller> {
  return db.transaction(async (tx) => {
    const row = await findSellerById(tx, id);
    if (!row || (!staff && row.accountId !== viewer.accountId)) throw notFoundError();
    refuseSellerType(viewer, input.sellerType, {
      own: row.accountId === viewer.accountId,
      current: row.sellerType as SellerType,
    });
    if (!staff) await assertNotOtherAccountsEmail(tx, input.email, viewer.accountId);
    // A user's own new address waits for its proof (decision 046); staff's is stored.
    const plan = staff
      ? staffProfileEmail(input.email)
      : planProfileEmail(input.email, viewer.email, [row.email]);
    const updated = await withUniqueEmail(() =>
      updateSeller(tx, id, {
        ...toSellerValues(input, input.sellerType),
        email: plan.emailFor(row.email),
      }),
    );
    if (!updated) throw notFoundError();
    await recordSellerHistory(tx, customerActor(viewer, 'owner'), row, updated, 'updateSeller');
    if (plan.pending) {
      await requestProfileEmailConfirmation(tx, {
        accountId: viewer.accountId,
        email: plan.pending,
        sellerId: id,
        clientId: null,
        language: viewer.language,
        publicUrl,
      });
    }
    return toSeller(updated);
  });
}

// What other modules read of this module's storage comes through its service (issue 31 point 1).
export {
  attachSellersByEmail,
  findSellerOfAccount,
  insertSeller,
  updateSeller,
} from './sellers.repository.ts';
