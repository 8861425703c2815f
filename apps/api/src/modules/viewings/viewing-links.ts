/**
 * The signed links of a viewing's mails (issue 33 point 2, decision 069): the buyer, who needs
 * no account, cancels the viewing or asks for another time with one click. A link carries the
 * viewing, the action, its expiry and the viewing's sequence when it was sent, signed with
 * HMAC-SHA256; nothing is stored. A change of the viewing raises its sequence, so the links of
 * older mails answer "superseded" and only the latest mail's links act.
 */
import type { SignedLinkAnswer } from '@domus/domain/person/permissions';
import type { Config } from '../../config.ts';
import { readLinkFields, signLinkFields } from '../../lib/signed-link.ts';
import { storedKey } from '../../lib/stored-key.ts';

/**
 * What a buyer's link does: cancel the viewing or ask for another time (the mails before it),
 * or answer how it was (the mail after a viewing held, issue 33 point 3).
 */
export const VIEWING_LINK_ACTIONS = ['cancel', 'reschedule', 'feedback'] as const;
export type ViewingLinkAction = (typeof VIEWING_LINK_ACTIONS)[number];

/** What a link says, signed. */
export type ViewingLinkClaims = {
  viewingId: string;
  action: ViewingLinkAction;
  /** Until when the link acts (the viewing's start; a feedback link's, 30 days after its end). */
  expiresAt: Date;
  /** The viewing's sequence when the mail was sent. */
  sequence: number;
};

/** What checking a link answers: whether it acts, and what it says when it could be read. */
export type ViewingLinkCheck =
  | { answer: 'valid' | 'expired' | 'superseded'; claims: ViewingLinkClaims }
  | { answer: 'tampered' };

/** The token's version, so that a later format can tell old links apart. */
const VERSION = 'v1';
/** Keeps these signatures apart from any other the same key might make. */
const PURPOSE = 'domus-viewing-link';

/**
 * The secret of the links: VIEWINGS_HMAC_KEY, else a random key made once and kept in
 * DATA_DIR/viewings-hmac.key. Changing it makes the links of mails already sent answer
 * "tampered".
 * @param config the API's configuration
 */
export async function viewingLinkKey(config: Config): Promise<string> {
  return config.VIEWINGS_HMAC_KEY ?? (await storedKey(config.dataDir, 'viewings-hmac.key'));
}

/**
 * The token of a link: the claims in base64url, a dot, and their HMAC in base64url.
 * @param key the links' secret
 * @param claims the viewing, action, expiry and sequence
 */
export function signViewingLink(key: string, claims: ViewingLinkClaims): string {
  if (!Number.isInteger(claims.sequence) || claims.sequence < 0) {
    throw new Error(`a viewing's sequence is a whole number from 0: ${claims.sequence}`);
  }
  return signLinkFields(key, PURPOSE, [
    VERSION,
    claims.viewingId.toLowerCase(),
    claims.action,
    String(Math.floor(claims.expiresAt.getTime() / 1000)),
    String(claims.sequence),
  ]);
}

/** The claims of a token's fields, or null when they are not ones this module wrote. */
function readClaims(parts: string[]): ViewingLinkClaims | null {
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, viewingId, action, expiry, sequence] = parts as [string, string, string, string, string];
  if (!(VIEWING_LINK_ACTIONS as readonly string[]).includes(action)) return null;
  if (!/^\d{1,12}$/.test(expiry) || !/^\d{1,9}$/.test(sequence)) return null;
  return {
    viewingId,
    action: action as ViewingLinkAction,
    expiresAt: new Date(Number(expiry) * 1000),
    sequence: Number(sequence),
  };
}

/** What the route knows of the viewing the link is opened for. */
export type ViewingLinkTarget = {
  /** The viewing the route's path names. */
  viewingId: string;
  /** The action the route does. */
  action: ViewingLinkAction;
  /** The viewing's sequence now. */
  sequence: number;
};

/**
 * Whether a link acts on `target` now (decision 069), first reason first: a token that is not
 * ours, whose signature does not match in a constant-time comparison, or that names another
 * viewing or action is `tampered`; one sent before the viewing last changed is `superseded`
 * (also when expired, which says more to the buyer: a newer mail has the working links); one
 * past its expiry is `expired`; otherwise `valid`.
 * @param key the links' secret
 * @param token the token from the link
 * @param target the viewing, action and current sequence
 * @param now the present (a clock the caller controls)
 */
export function checkViewingLink(
  key: string,
  token: string,
  target: ViewingLinkTarget,
  now: Date,
): ViewingLinkCheck {
  const tampered = { answer: 'tampered' } as const;
  const fields = readLinkFields(key, PURPOSE, token);
  const claims = fields && readClaims(fields);
  if (!claims) return tampered;
  if (claims.viewingId !== target.viewingId.toLowerCase() || claims.action !== target.action) {
    return tampered;
  }
  // A sequence above the current one was never sent: the viewing's sequence only rises.
  if (claims.sequence > target.sequence) return tampered;
  const answer: SignedLinkAnswer =
    claims.sequence < target.sequence
      ? 'superseded'
      : now.getTime() >= claims.expiresAt.getTime()
        ? 'expired'
        : 'valid';
  return { answer, claims };
}
