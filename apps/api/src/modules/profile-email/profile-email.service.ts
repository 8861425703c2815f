/**
 * A website user's profile e-mail waits for its proof (issue 29 point 1, decision 046). A
 * profile's address links it to the messages and records of that address (export, erasure, the
 * customer page), so a user's own change stores only an address they have proved: their login
 * address, one their profiles already have, or one confirmed through the link mailed to it. Any
 * other address is kept here as pending and the link goes to it; the profiles keep their address
 * until the link is opened. Staff's changes are the agency's own record and are stored as given.
 */
import { DEFAULT_LANGUAGE } from '@domus/domain/core/constants';
import type { Executor } from '../../db/client.ts';
import { rateLimitedError } from '../../lib/app-error.ts';
import { isLanguage } from '@domus/domain/core/languages';
import { hashToken, newToken } from '../auth/session-token.ts';
import { enqueueMail } from '../mail/mail-outbox.service.ts';
import { composeProfileEmailMail, profileEmailUrl } from './profile-email-mail.ts';
import {
  closeOpenConfirmations,
  countRecentConfirmations,
  insertConfirmation,
  lockConfirmations,
} from './profile-email.repository.ts';

/** How long a confirmation link is valid: a day, as a mailbox may be read the next morning. */
export const PROFILE_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Confirmation mails one account may cause in an hour: beyond, 429. Each goes to an address the
 * account chose, so the limit keeps a session from mailing strangers at will.
 */
export const PROFILE_EMAIL_CONFIRMATIONS_PER_HOUR = 5;

/** The mail kind of a confirmation link: it carries a secret, like a login link. */
export const PROFILE_EMAIL_MAIL_KIND = 'profile-email';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What a user's own change of their profiles' e-mail stores: `pending` is the typed address when
 * it needs a proof (given, and neither the login address nor one of `current`, the addresses
 * their profiles have now), else null; `emailFor` is what a profile whose address is `current`
 * then stores (its own address while the typed one is pending, else the typed one).
 */
export type ProfileEmailPlan = {
  pending: string | null;
  emailFor: (current: string | null | undefined) => string | null;
};

/** The plan of a user's own change to `typed` (see {@link ProfileEmailPlan}). */
export function planProfileEmail(
  typed: string | null | undefined,
  loginEmail: string,
  current: (string | null | undefined)[],
): ProfileEmailPlan {
  const proved = !typed || same(typed, loginEmail) || current.some((c) => same(c, typed));
  const pending = proved ? null : typed.trim();
  return {
    pending,
    emailFor: (own) => (pending ? (own ?? null) : (typed ?? null)),
  };
}

/** A plan that stores the typed address as it is: a change by staff. */
export function staffProfileEmail(typed: string | null | undefined): ProfileEmailPlan {
  return { pending: null, emailFor: () => typed ?? null };
}

/** The confirmation to send: to whom, for which profiles, in which language, linking where. */
export type ProfileEmailRequest = {
  accountId: string;
  email: string;
  sellerId: string | null;
  clientId: string | null;
  /** The account's language, the mail's. */
  language: string;
  publicUrl: string;
};

/**
 * Stores a pending address and queues its confirmation mail in `tx`, the transaction of the
 * profile change: a newer address replaces the account's open one. 429 beyond
 * PROFILE_EMAIL_CONFIRMATIONS_PER_HOUR, and then nothing is written.
 */
export async function requestProfileEmailConfirmation(
  tx: Executor,
  request: ProfileEmailRequest,
): Promise<void> {
  await lockConfirmations(tx, request.accountId);
  const recent = await countRecentConfirmations(tx, request.accountId);
  if (recent.count >= PROFILE_EMAIL_CONFIRMATIONS_PER_HOUR) {
    throw rateLimitedError(recent.retryAfterSeconds);
  }
  await closeOpenConfirmations(tx, request.accountId);
  const token = newToken();
  await insertConfirmation(tx, {
    tokenHash: hashToken(token),
    accountId: request.accountId,
    email: request.email,
    sellerId: request.sellerId,
    clientId: request.clientId,
    expiresAt: new Date(Date.now() + PROFILE_EMAIL_TTL_MS),
  });
  const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  const mail = composeProfileEmailMail(
    language,
    profileEmailUrl(request.publicUrl, token),
    PROFILE_EMAIL_TTL_MS,
  );
  await enqueueMail(tx, {
    kind: PROFILE_EMAIL_MAIL_KIND,
    to: request.email,
    language,
    ...mail,
  });
}

// What other modules read of this module's storage comes through its service (issue 31 point 1).
export {
  findConfirmationByHash,
  findPendingEmail,
  markConfirmationUsed,
} from './profile-email.repository.ts';
