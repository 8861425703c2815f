/**
 * The logged-in account (decisions.md Accounts and roles; buyer-side.md §2 Account page, §5
 * Profile dialog, §6 Roles, §7 account calls): who it is, its profile, and its lists.
 */
import type { Language } from '@domus/domain/core/constants';
import { isAdminAccount } from '@domus/domain/person/roles';
import type { AccountOverview, Me } from '@domus/domain/account/account.schema';
import type { SavedSearch } from '@domus/domain/search/saved-search.schema';
import type { ProfileInput, SellerType } from '@domus/domain/person/seller.schema';
import type { Database, Executor } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { isStaff, type Viewer } from '../auth/viewer.ts';
import {
  customerActor,
  recordClientHistory,
  recordSellerHistory,
} from '../history/customer-history.ts';
import {
  attachClientsByEmail,
  findClientOfAccount,
  updateClient,
} from '../clients/clients.service.ts';
import { toClient, toClientValues } from '../clients/client-values.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  findCardsOfOwnerAccount,
  findDraftCardsCreatedBy,
  findNewestCardsOfAnyState,
  findUnconfirmedCards,
  type CardRow,
} from '../properties/listing-queries.ts';
import { toCards } from '../properties/properties.service.ts';
import {
  attachSellersByEmail,
  findSellerOfAccount,
  insertSeller,
  updateSeller,
} from '../sellers/sellers.service.ts';
import {
  assertNotOtherAccountsEmail,
  limitingAddressProbes,
  refuseSellerType,
  toSeller,
  toSellerValues,
  withUniqueEmail,
} from '../sellers/sellers.service.ts';
import { findAccountById, updateAccountLanguage } from '../auth/accounts.service.ts';
import {
  planProfileEmail,
  requestProfileEmailConfirmation,
  staffProfileEmail,
} from '../profile-email/profile-email.service.ts';
import { findPendingEmail } from '../profile-email/profile-email.service.ts';
import { toSavedSearch } from '../searches/saved-search-values.ts';
import {
  findSavedSearchesOfAccount,
  findSavedSearchLocations,
} from '../searches/searches.service.ts';

/** How many of the newest listings admins see on their account page. */
export const ADMIN_NEW_PROPERTIES = 50;
/** At most this many unconfirmed listings are listed for super admins. */
const UNCONFIRMED_LIMIT = 500;

/**
 * The body of `GET /api/v1/account/me` for an account: its address, language, whether the
 * address is verified, its staff flags and its seller and client profiles. Undefined when the
 * account does not exist.
 */
export async function loadMe(db: Executor, accountId: string): Promise<Me | undefined> {
  // One after the other: `db` may be a transaction, whose single connection takes one query at
  // a time (node-postgres deprecates queueing them).
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  const seller = await findSellerOfAccount(db, accountId);
  const client = await findClientOfAccount(db, accountId);
  const pending = await findPendingEmail(db, accountId);
  return {
    _id: account.id,
    email: account.email,
    language: account.language as Language,
    verified: account.emailVerifiedAt !== null,
    admin: {
      isAgent: account.isAgent,
      // A super admin is also an admin (decisions.md Accounts and roles).
      isAdmin: isAdminAccount(account),
      isSuperAdmin: account.isSuperAdmin,
    },
    seller: seller ? toSeller(seller) : null,
    client: client ? toClient(client) : null,
    pendingEmail: pending
      ? { email: pending.email, expiresAt: pending.expiresAt.toISOString() }
      : null,
  };
}

/**
 * Gives an account the seller and client profiles that staff made for its address before it had
 * an account. Called once the address is proven (the first verified login).
 */
export async function attachProfilesByEmail(
  db: Executor,
  accountId: string,
  email: string,
): Promise<void> {
  await attachSellersByEmail(db, accountId, email);
  await attachClientsByEmail(db, accountId, email);
}

/**
 * `me` after a login link proved the account's address (POST /account/session): profiles staff
 * made for this address before it had an account become its own now that the address is proven.
 */
export async function meAfterLogin(tx: Executor, accountId: string, email: string): Promise<Me> {
  await attachProfilesByEmail(tx, accountId, email);
  const me = await loadMe(tx, accountId);
  if (!me) throw notFoundError();
  return me;
}

/**
 * Saves the profile dialog for an account (buyer-side.md §5 Profile dialog): the seller profile
 * and the client profile take the fields, and the account its language. An account without a
 * seller profile gets one (self-inserted) when the fields carry a seller type, or when it has no
 * client profile either, so that what was typed is kept. The e-mail is the profiles' contact
 * address; the login address stays as it is, and no profile may take another account's login
 * address. A user's own new address is stored only once proved: until its mailed link is opened
 * the profiles keep their address and the account shows it as pending (decision 046). Staff flags cannot be set this way: the dialog's schema has no such fields. The
 * seller type follows the sellers calls' rule: only an admin makes another account's seller an
 * agent seller (seller-side.md §6; the domain's `canGiveSellerType`).
 */
async function saveProfile(
  db: Database,
  viewer: NonNullable<Viewer>,
  accountId: string,
  values: ProfileInput,
  context: { source: 'updateMe' | 'updateAccount'; publicUrl: string },
): Promise<Me> {
  const { source } = context;
  await db.transaction(async (tx) => {
    await assertNotOtherAccountsEmail(tx, values.email, accountId);
    const account = await findAccountById(tx, accountId);
    if (!account) throw notFoundError();
    const seller = await findSellerOfAccount(tx, accountId);
    if (values.sellerType) {
      refuseSellerType(viewer, values.sellerType, {
        own: accountId === viewer.accountId,
        current: (seller?.sellerType as SellerType | undefined) ?? null,
      });
    }
    await updateAccountLanguage(tx, accountId, values.language);
    const client = await findClientOfAccount(tx, accountId);
    // A user's own typed address waits for its proof; staff's is stored (decision 046).
    const plan = isStaff(viewer)
      ? staffProfileEmail(values.email)
      : planProfileEmail(values.email, account.email, [seller?.email, client?.email]);
    let sellerId = seller?.id ?? null;
    if (seller) {
      const sellerType = values.sellerType ?? (seller.sellerType as SellerType);
      const updated = await withUniqueEmail(() =>
        updateSeller(tx, seller.id, {
          ...toSellerValues(values, sellerType),
          email: plan.emailFor(seller.email),
        }),
      );
      if (updated) {
        const actor = customerActor(viewer, 'owner');
        await recordSellerHistory(tx, actor, seller, updated, source);
      }
    } else if (values.sellerType || !client) {
      const row = await withUniqueEmail(() =>
        insertSeller(tx, {
          ...toSellerValues(values, values.sellerType ?? 'private'),
          email: plan.emailFor(null),
          accountId,
          createdById: accountId,
          isSelfInserted: true,
        }),
      );
      sellerId = row.id;
      await recordSellerHistory(tx, customerActor(viewer, 'owner'), undefined, row, source);
    }
    if (client) {
      const updated = await withUniqueEmail(() =>
        updateClient(tx, client.id, {
          ...toClientValues(values),
          email: plan.emailFor(client.email),
        }),
      );
      if (updated) {
        await recordClientHistory(tx, customerActor(viewer, 'client'), client, updated, source);
      }
    }
    if (plan.pending) {
      await requestProfileEmailConfirmation(tx, {
        accountId,
        email: plan.pending,
        sellerId,
        clientId: client?.id ?? null,
        language: values.language,
        publicUrl: context.publicUrl,
      });
    }
  });
  const me = await loadMe(db, accountId);
  if (!me) throw notFoundError();
  return me;
}

/** `PATCH /api/v1/account/me`: the caller's own profile. */
export function updateMyProfile(
  db: Database,
  viewer: NonNullable<Viewer>,
  values: ProfileInput,
  publicUrl: string,
): Promise<Me> {
  return limitingAddressProbes(db, viewer.accountId, () =>
    saveProfile(db, viewer, viewer.accountId, values, { source: 'updateMe', publicUrl }),
  );
}

/**
 * `PATCH /api/v1/account/{id}`: the profile of account `id`, the caller's own or, for staff, any
 * account's. Another account's id answers 404 to everyone else, as an unknown id does.
 */
export async function updateAccountProfile(
  db: Database,
  viewer: NonNullable<Viewer>,
  id: string,
  values: ProfileInput,
  publicUrl: string,
): Promise<Me> {
  const staff = isStaff(viewer);
  if (id !== viewer.accountId && !staff) throw notFoundError();
  if (!(await findAccountById(db, id))) throw notFoundError();
  const context = { source: 'updateAccount', publicUrl } as const;
  return staff
    ? saveProfile(db, viewer, id, values, context)
    : limitingAddressProbes(db, viewer.accountId, () =>
        saveProfile(db, viewer, id, values, context),
      );
}

/** The saved searches of an account's client profile, newest first, with their locations. */
async function savedSearchesOf(db: Database, accountId: string): Promise<SavedSearch[]> {
  const rows = await findSavedSearchesOfAccount(db, accountId);
  const locations = await findSavedSearchLocations(
    db,
    rows.map((r) => r.search.id),
  );
  return rows.map(({ search, type }) => toSavedSearch(search, type, locations));
}

/**
 * A website user's (and an agent's) own listings, newest first: those of their seller profile,
 * drafts included, and for staff the drafts they began for a customer (seller-side.md §2 Sell
 * wizard: save keeps a draft to continue later). Anyone else's drafts are their own listings.
 */
async function ownListings(db: Database, viewer: NonNullable<Viewer>): Promise<CardRow[]> {
  const [owned, begun] = await Promise.all([
    findCardsOfOwnerAccount(db, viewer.accountId),
    isStaff(viewer) ? findDraftCardsCreatedBy(db, viewer.accountId) : [],
  ]);
  const ids = new Set(owned.map((row) => row.id));
  const rows = [...owned, ...begun.filter((row) => !ids.has(row.id))];
  return rows.sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
  );
}

/**
 * `GET /api/v1/account` (buyer-side.md §2 Account page): for a website user (and an agent) their
 * own listings, confirmed or not, drafts included, and their saved searches; for admins the
 * newest listings (the "new properties", no drafts but their own) and, for super admins only,
 * every listing waiting for confirmation (no drafts).
 */
export async function accountOverview(
  db: Database,
  storage: FileStorage,
  viewer: NonNullable<Viewer>,
): Promise<AccountOverview> {
  const admin = isAdminAccount(viewer);
  const [propertyRows, unconfirmedRows, searches] = await Promise.all([
    admin
      ? findNewestCardsOfAnyState(db, viewer.accountId, ADMIN_NEW_PROPERTIES)
      : ownListings(db, viewer),
    viewer.isSuperAdmin ? findUnconfirmedCards(db, UNCONFIRMED_LIMIT) : Promise.resolve([]),
    savedSearchesOf(db, viewer.accountId),
  ]);
  return {
    properties: await toCards(db, storage, propertyRows, viewer),
    unconfirmed: await toCards(db, storage, unconfirmedRows, viewer),
    searches,
  };
}
