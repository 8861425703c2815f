import { DEFAULT_LANGUAGE, LOGIN_LINK_TTL_MS } from '@domus/domain/core/constants';
import type { Database, Executor } from '../../db/client.ts';
import { rateLimitedError } from '../../lib/app-error.ts';
import { isLanguage } from '@domus/domain/core/languages';
import { enqueueMail } from '../mail/mail-outbox.service.ts';
import { composeLoginLinkMail, loginLinkUrl } from './login-link-mail.ts';
import {
  countRecentLoginRequests,
  deleteOldLoginTokens,
  findAccountForLogin,
  insertLoginToken,
  lockLoginRequests,
} from './login-tokens.repository.ts';
import {
  countEvents,
  deleteExpiredEvents,
  RATE_LIMIT_SCOPES,
  recordEvent,
} from './rate-limits.repository.ts';
import { hashToken, newToken } from './session-token.ts';

/**
 * Login links one client address may ask for one address per hour (decision 006): 429 beyond,
 * for that client address only, so that nobody can use the limit to lock the owner out.
 */
export const LOGIN_LINKS_PER_ADDRESS_PER_CLIENT_PER_HOUR = 5;
/** Login links one client address may ask for per hour, whatever the addresses. */
export const LOGIN_LINKS_PER_CLIENT_PER_HOUR = 20;
/**
 * Login-link mails one address gets per hour from client addresses that are part of a flood
 * (decision 045): beyond, the answer stays the same but no mail goes out, except to the client
 * addresses that pass the cap ({@link checkLoginLinkLimits}). The cap spares the mailbox and
 * never shows in the answer, so it neither tells known addresses nor blocks anyone.
 */
export const LOGIN_MAILS_PER_ADDRESS_PER_HOUR = 3;
/**
 * While a link mailed to an address this recently is unused, a new request gets no mail of its
 * own: the mailbox holds that link, valid for at least 8 more minutes (decision 045).
 */
export const LOGIN_MAIL_COOLDOWN_SECONDS = 120;

/** A login link to issue: for whom, where to go after, in which language, asked from where. */
export type LoginLinkRequest = {
  email: string;
  /** The account of the address when the caller has just made it (clients-create). */
  accountId?: string | undefined;
  callback: string | null;
  /** The language of the page that asked: the mail's language when the address has no account. */
  language: string;
  requestIp: string | null;
  /** The site's public address, which the link points to. */
  publicUrl: string;
};

/**
 * Writes a login link and its mail in `tx` (the caller's transaction): the token row, stored by
 * its hash and valid for LOGIN_LINK_TTL_MS, and the mail in the account's language, else the
 * page's. Exactly the same statements run whether or not the address has an account (decision
 * 006); the account is only made when the link is used. clients-create uses it for its
 * verification mail.
 */
export async function issueLoginLink(
  tx: Executor,
  request: LoginLinkRequest,
  options: { mail: boolean } = { mail: true },
): Promise<void> {
  const account = await findAccountForLogin(tx, request.email);
  const language = isLanguage(account?.language)
    ? account.language
    : isLanguage(request.language)
      ? request.language
      : DEFAULT_LANGUAGE;
  const token = newToken();
  await insertLoginToken(tx, {
    tokenHash: hashToken(token),
    email: request.email,
    accountId: account?.id ?? request.accountId ?? null,
    callback: request.callback,
    language,
    requestIp: request.requestIp,
    expiresAt: new Date(Date.now() + LOGIN_LINK_TTL_MS),
    mailed: options.mail,
  });
  if (!options.mail) return;
  const mail = composeLoginLinkMail(
    language,
    loginLinkUrl(request.publicUrl, token, request.callback),
  );
  await enqueueMail(tx, { kind: 'login-link', to: request.email, language, ...mail });
}

/**
 * Checks the login-link limits of a request in `tx` (decisions 006 and 045) and says whether its
 * link may be mailed. Holds the locks of the address and the client address until `tx` ends, so
 * that requests at once, on any server process, cannot all pass. 429 with Retry-After over the
 * limits of the caller's own client address; never a refusal that depends on the account or
 * that one caller can impose on another.
 *
 * The link is mailed to a client address the address logged in from; else not while a link
 * mailed within the cooldown is unused (the mailbox holds it); else while the address has had
 * fewer than {@link LOGIN_MAILS_PER_ADDRESS_PER_HOUR} mails in the hour, or when the client
 * address has asked for no link to it for a day, so that it is no part of a flood: an
 * attacker's captchas fill the cap, but they cannot close the way in to a person who asks from
 * elsewhere.
 */
export async function checkLoginLinkLimits(
  tx: Executor,
  email: string,
  requestIp: string | null,
): Promise<{ mail: boolean }> {
  await lockLoginRequests(tx, email, requestIp);
  const recent = await countRecentLoginRequests(tx, email, requestIp, LOGIN_MAIL_COOLDOWN_SECONDS);
  if (recent.byEmailAndIp.count >= LOGIN_LINKS_PER_ADDRESS_PER_CLIENT_PER_HOUR) {
    throw rateLimitedError(recent.byEmailAndIp.retryAfterSeconds);
  }
  if (recent.byIp.count >= LOGIN_LINKS_PER_CLIENT_PER_HOUR) {
    throw rateLimitedError(recent.byIp.retryAfterSeconds);
  }
  // Asked whatever the counts, so that the statements do not depend on them either.
  const known = await countEvents(
    tx,
    RATE_LIMIT_SCOPES.knownLoginClient,
    knownClientKey(email, requestIp),
  );
  if (known.count > 0) return { mail: true };
  if (recent.unusedMailedRecently) return { mail: false };
  const newClient = recent.byEmailAndIpInDay === 0;
  return { mail: recent.mailedToEmail < LOGIN_MAILS_PER_ADDRESS_PER_HOUR || newClient };
}

/** The key under which a login of `email` from `ip` is remembered. */
function knownClientKey(email: string, ip: string | null): string {
  return `${email.toLowerCase()}|${ip ?? ''}`;
}

/**
 * Remembers that `email` logged in from `ip`: that client address then gets its links mailed
 * even while strangers keep the address at its hourly mail cap (decision 006).
 */
export async function rememberLoginClient(
  tx: Executor,
  email: string,
  ip: string | null,
): Promise<void> {
  await recordEvent(tx, RATE_LIMIT_SCOPES.knownLoginClient, knownClientKey(email, ip));
}

/** Links older than a day and expired limit events are deleted at most this often. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let lastSweep = 0;

/**
 * POST /account/login: checks the limits ({@link checkLoginLinkLimits}; over them 429 and
 * nothing is written or sent) and issues the link, all in one transaction. The answer never
 * depends on whether the address has an account.
 */
export async function requestLoginLink(db: Database, request: LoginLinkRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const { mail } = await checkLoginLinkLimits(tx, request.email, request.requestIp);
    await issueLoginLink(tx, request, { mail });
  });
  // Old rows are swept now and then, after the answer's work and whatever the address. Each
  // process sweeps on its own; two sweeps at once delete the same rows harmlessly.
  if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
    lastSweep = Date.now();
    await deleteOldLoginTokens(db);
    await deleteExpiredEvents(db);
  }
}
