import { DEFAULT_LANGUAGE, LOGIN_LINK_TTL_MS } from '@domus/domain/constants';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isLanguage } from '../../lib/language.ts';
import { enqueueMail } from '../mail/mail-outbox.service.ts';
import { composeLoginLinkMail, loginLinkUrl } from './login-link-mail.ts';
import {
  countRecentLoginRequests,
  deleteOldLoginTokens,
  findAccountForLogin,
  insertLoginToken,
  lockLoginRequests,
} from './login-tokens.repository.ts';
import { hashToken, newToken } from './session-token.ts';

/** Login links one address may ask for per hour (decisions.md: limits per address). */
export const LOGIN_LINKS_PER_ADDRESS_PER_HOUR = 5;
/** Login links one client address may ask for per hour (limits per client address). */
export const LOGIN_LINKS_PER_CLIENT_PER_HOUR = 20;

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
export async function issueLoginLink(tx: Executor, request: LoginLinkRequest): Promise<void> {
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
  });
  const mail = composeLoginLinkMail(
    language,
    loginLinkUrl(request.publicUrl, token, request.callback),
  );
  await enqueueMail(tx, { kind: 'login-link', to: request.email, language, ...mail });
}

/** Links older than a day are deleted at most this often. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
let lastSweep = 0;

const rateLimited = () => new AppError(429, 'rate_limited', 'api.rate_limited');

/**
 * POST /account/login: checks the limits (LOGIN_LINKS_PER_ADDRESS_PER_HOUR per address,
 * LOGIN_LINKS_PER_CLIENT_PER_HOUR per client address; over them 429 and nothing is written or
 * sent) and issues the link, all in one transaction holding the two rate-limit locks. The answer
 * never depends on whether the address has an account.
 */
export async function requestLoginLink(db: Database, request: LoginLinkRequest): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLoginRequests(tx, request.email, request.requestIp);
    const recent = await countRecentLoginRequests(tx, request.email, request.requestIp);
    if (
      recent.byEmail >= LOGIN_LINKS_PER_ADDRESS_PER_HOUR ||
      recent.byIp >= LOGIN_LINKS_PER_CLIENT_PER_HOUR
    ) {
      throw rateLimited();
    }
    await issueLoginLink(tx, request);
  });
  // Old links are swept now and then, after the answer's work and whatever the address.
  if (Date.now() - lastSweep > SWEEP_INTERVAL_MS) {
    lastSweep = Date.now();
    await deleteOldLoginTokens(db);
  }
}
