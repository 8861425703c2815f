/**
 * Customers who search (buyer-side.md §3, §5 New client dialog, §7 clients calls; decisions.md
 * Accounts and roles: clients-create hands out an unverified session and mails a verification
 * link).
 */
import type { Client, ClientInput } from '@domus/domain/person/seller.schema';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Config } from '../../config.ts';
import {
  planProfileEmail,
  requestProfileEmailConfirmation,
  staffProfileEmail,
} from '../profile-email/profile-email.service.ts';
import { findAccountByEmail, insertAccount } from '../auth/accounts.service.ts';
import { checkLoginLinkLimits, issueLoginLink } from '../auth/login-link.service.ts';
import { RATE_LIMIT_SCOPES } from '../auth/rate-limits.service.ts';
import { limitingProbes } from '../auth/rate-limits.service.ts';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import { createSession } from '../auth/sessions.service.ts';
import { addressUnverified, isStaff, type Viewer } from '../auth/viewer.ts';
import { sessionMay } from '@domus/domain/person/session-trust';
import {
  assertNotOtherAccountsEmail,
  duplicateEmailError,
  limitingAddressProbes,
  withUniqueEmail,
} from '../sellers/sellers.service.ts';
import { customerActor, recordClientHistory } from '../history/customer-history.ts';
import { toClient, toClientValues } from './client-values.ts';
import {
  findClientByEmail,
  findClientOfAccount,
  insertClient,
  updateClient,
} from './clients.repository.ts';

/**
 * Duplicate-address answers clients-create gives one client address per hour (decision 006);
 * beyond, 429 with Retry-After.
 */
export const CLIENTS_CREATE_PROBES_PER_CLIENT_PER_HOUR = 10;

/** What clients-create needs to know of the request besides its body. */
export type ClientsCreateContext = {
  viewer: Viewer;
  /** The bearer token of the request, answered back to a logged-in caller. */
  token: string | undefined;
  requestIp: string | null;
  /** The solved captcha the body carries. */
  captcha: string | undefined;
  /** Where the verification link leads back to. */
  callback: string | null;
  config: Config;
};

/**
 * `POST /api/v1/clients-create` (buyer-side.md §7; decisions.md Accounts and roles). A visitor
 * must send a solved captcha and stays within the login-link limits (the verification mail is a
 * login link); they get, in one transaction, a new account whose address is not verified, the client (privacy
 * accepted now), an unverified session and a verification mail with a login link; an address
 * that has an account, or a client already, answers duplicate_email with the login hint. A
 * logged-in caller gets the client attached to their own account and their current token back.
 */
export async function createClientAccount(
  db: Database,
  input: ClientInput,
  context: ClientsCreateContext,
): Promise<{ client: Client; token: string }> {
  const viewer = context.viewer;
  if (viewer && context.token) {
    // A session that has not proven its address may not rewrite the client it made (decision 024).
    if (!sessionMay(viewer, 'change-profile')) throw addressUnverified();
    const client = await limitingAddressProbes(db, viewer.accountId, () =>
      attachClient(db, viewer, input, context.config.publicUrl),
    );
    return { client, token: context.token };
  }
  // Each duplicate-address answer tells the caller that an address has an account: one client
  // address gets at most CLIENTS_CREATE_PROBES_PER_CLIENT_PER_HOUR of them (decision 006).
  return limitingProbes(
    db,
    RATE_LIMIT_SCOPES.clientsCreateProbe,
    context.requestIp ?? '',
    CLIENTS_CREATE_PROBES_PER_CLIENT_PER_HOUR,
    () => createVisitorClient(db, input, context),
  );
}

/** {@link createClientAccount} for a visitor: the captcha, the limits and the new account. */
async function createVisitorClient(
  db: Database,
  input: ClientInput,
  context: ClientsCreateContext,
): Promise<{ client: Client; token: string }> {
  // The captcha is spent in its own statement: a failed creation below must not give it back,
  // or one solution could probe any number of addresses for an account.
  await consumeCaptcha(db, context.config, context.captcha);
  return db.transaction(async (tx) => {
    // The verification mail is a login link and counts against the login-link limits.
    const { mail } = await checkLoginLinkLimits(tx, input.email, context.requestIp);
    if ((await findAccountByEmail(tx, input.email)) || (await findClientByEmail(tx, input.email))) {
      throw duplicateEmailError('global.errors.duplicateEmailLogin');
    }
    const account = await insertAccount(tx, { email: input.email, language: input.language });
    const row = await insertClient(tx, {
      ...toClientValues(input),
      accountId: account.id,
      privacyAcceptedAt: new Date(),
    });
    await recordClientHistory(
      tx,
      { accountId: account.id, role: 'client' },
      undefined,
      row,
      'createClientAccount',
    );
    const session = await createSession(tx, { accountId: account.id, verified: false });
    await issueLoginLink(
      tx,
      {
        email: account.email,
        accountId: account.id,
        language: account.language,
        callback: context.callback,
        requestIp: context.requestIp,
        publicUrl: context.config.publicUrl,
      },
      { mail },
    );
    return { client: toClient(row), token: session.token };
  });
}

/**
 * The client profile of a logged-in account: created with the given fields, or its existing one
 * updated with them. Its e-mail may not be another account's login address.
 */
async function attachClient(
  db: Database,
  viewer: NonNullable<Viewer>,
  input: ClientInput,
  publicUrl: string,
): Promise<Client> {
  return db.transaction(async (tx) => {
    await assertNotOtherAccountsEmail(tx, input.email, viewer.accountId);
    const existing = await findClientOfAccount(tx, viewer.accountId);
    // A user's own new address waits for its proof (decision 046); staff's is stored.
    const plan = isStaff(viewer)
      ? staffProfileEmail(input.email)
      : planProfileEmail(input.email, viewer.email, [existing?.email]);
    const email = plan.emailFor(existing?.email);
    const row = await withUniqueEmail(() =>
      existing
        ? updateClient(tx, existing.id, {
            ...toClientValues(input),
            email,
            privacyAcceptedAt: new Date(),
          })
        : insertClient(tx, {
            ...toClientValues(input),
            email,
            accountId: viewer.accountId,
            privacyAcceptedAt: new Date(),
          }),
    );
    if (!row) throw new Error('client vanished while being updated');
    if (plan.pending) {
      await requestProfileEmailConfirmation(tx, {
        accountId: viewer.accountId,
        email: plan.pending,
        sellerId: null,
        clientId: row.id,
        language: viewer.language,
        publicUrl,
      });
    }
    await recordClientHistory(
      tx,
      customerActor(viewer, 'client'),
      existing,
      row,
      'createClientAccount',
    );
    return toClient(row);
  });
}

/**
 * `POST /api/v1/clients`: staff create a client for anyone (a taken address answers
 * duplicate_email); a website user only their own, with their account's login address (403
 * otherwise).
 */
export async function createClient(
  db: Database,
  viewer: NonNullable<Viewer>,
  input: ClientInput,
): Promise<Client> {
  if (!isStaff(viewer)) {
    if (input.email.toLowerCase() !== viewer.email.toLowerCase()) {
      throw new AppError(403, 'forbidden', 'api.forbidden');
    }
    if (await findClientOfAccount(db, viewer.accountId)) throw duplicateEmailError();
  }
  return db.transaction(async (tx: Executor) => {
    const account = await findAccountByEmail(tx, input.email);
    const owner = account && !(await findClientOfAccount(tx, account.id)) ? account.id : null;
    const row = await withUniqueEmail(() =>
      insertClient(tx, { ...toClientValues(input), accountId: owner, privacyAcceptedAt: null }),
    );
    await recordClientHistory(tx, customerActor(viewer, 'client'), undefined, row, 'createClient');
    return toClient(row);
  });
}

// What other modules read of this module's storage comes through its service (issue 31 point 1).
export { attachClientsByEmail, findClientOfAccount, updateClient } from './clients.repository.ts';
