/**
 * New-match alerts (decisions.md Saved searches and matching: new matches are e-mailed to the
 * client, one message per search, with links back to the matches page; Accounts and roles: only
 * to verified addresses). See docs decision 014: the matches one change makes are mailed in the
 * transaction of that change, one mail per search listing every new listing of it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from '@domus/domain/constants';
import type { Config } from '../../config.ts';
import { storedKey } from '../../lib/stored-key.ts';
import type { Executor } from '../auth/sessions.repository.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { MailCard } from '../mail/mail-layout.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail-outbox.service.ts';
import { composeMatchAlertMail, type AlertLinks } from './match-alert-mail.ts';
import {
  findAlertListings,
  findAlertRecipients,
  findAlertSearchPlaces,
  type AlertListing,
  type AlertSearchPlace,
} from './match-alerts.repository.ts';
import type { NewMatch } from './matching.repository.ts';

/** What the alert mails need of the site: its address, its files and the token secret. */
export type MatchAlertSettings = {
  /** The public base URL of the site, without a trailing slash. */
  publicUrl: string;
  storage: Pick<FileStorage, 'url'>;
  /** The secret the searches' opt-out tokens are HMACs with. */
  tokenKey: string;
};

/**
 * The settings of this process. Matching runs inside the writes of listings and searches, which
 * should not have to carry the site's address and file storage for it; a process serves one
 * site, so the application sets them once when it is built.
 */
let settings: MatchAlertSettings | undefined;

/**
 * Sets the alert mails' settings from the configuration: the site's address, the file storage,
 * and the token secret (ALERTS_HMAC_KEY, else a random key kept in DATA_DIR/alerts-hmac.key).
 */
export async function configureMatchAlerts(config: Config, storage: FileStorage): Promise<void> {
  settings = {
    publicUrl: config.publicUrl,
    storage,
    tokenKey: config.ALERTS_HMAC_KEY ?? (await storedKey(config.dataDir, 'alerts-hmac.key')),
  };
}

function current(): MatchAlertSettings {
  if (!settings) throw new Error('match alerts are not configured (configureMatchAlerts)');
  return settings;
}

/**
 * The secret token of a search's opt-out link: an HMAC of its id, so nothing is stored and every
 * mail of the search carries the same working link (contracts: "stored only as a hash or as an
 * HMAC the server can recompute").
 */
export function searchAlertToken(searchId: string): string {
  return createHmac('sha256', current().tokenKey)
    .update(`search-alerts:${searchId.toLowerCase()}`)
    .digest('base64url');
}

/** Whether `token` is the opt-out token of the search, compared in constant time. */
export function isSearchAlertToken(searchId: string, token: string): boolean {
  const expected = Buffer.from(searchAlertToken(searchId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function languageOf(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The links of one search's alert mail in `lang` (the web app reads `?lang=`). */
function alertLinks(s: MatchAlertSettings, searchId: string, lang: Language): AlertLinks {
  const page = (path: string, query: Record<string, string> = {}) =>
    `${s.publicUrl}${path}?${new URLSearchParams({ ...query, lang }).toString()}`;
  const matchesPath = `/find/searches/${searchId}`;
  return {
    listing: (listing) => page(`/property/${listing.category}/${listing.id}`),
    matches: page(matchesPath),
    stop: page(matchesPath, { alerts: 'off', token: searchAlertToken(searchId) }),
    file: (key) => {
      const url = s.storage.url(key);
      return /^https?:\/\//i.test(url) ? url : `${s.publicUrl}${url}`;
    },
  };
}

/** Groups `items` by a key, keeping their order. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Mails the matches a change has just made: for each of their searches whose alerts are on and
 * whose client's address is verified, one mail with every new listing of that search (newest
 * first), enqueued in the outbox through `db`, the transaction that made the matches, so the
 * mails exist exactly when the matches do. Matches that existed before never reach here: the
 * matching statements answer only the rows they inserted.
 * @returns the number of mails enqueued
 */
export async function mailNewMatches(db: Executor, matches: NewMatch[]): Promise<number> {
  if (!matches.length) return 0;
  const s = current();
  const bySearch = groupBy(matches, (m) => m.searchId);
  const recipients = await findAlertRecipients(db, [...bySearch.keys()]);
  if (!recipients.length) return 0;
  const searchIds = recipients.map((r) => r.searchId);
  const propertyIds = new Set(
    searchIds.flatMap((id) => (bySearch.get(id) ?? []).map((m) => m.propertyId)),
  );
  const [places, listings] = await Promise.all([
    findAlertSearchPlaces(db, searchIds),
    findAlertListings(db, [...propertyIds]),
  ]);
  const placesOf = groupBy<AlertSearchPlace>(places, (p) => p.searchId);
  const newest = (a: AlertListing, b: AlertListing) =>
    b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id);
  const listingById = new Map(listings.map((l) => [l.id, l]));

  const mails: OutgoingMail[] = [];
  const cards = new Map<string, MailCard>();
  for (const recipient of recipients) {
    const own = (bySearch.get(recipient.searchId) ?? [])
      .map((m) => listingById.get(m.propertyId))
      .filter((l): l is AlertListing => !!l)
      .sort(newest);
    if (!own.length) continue;
    const language = languageOf(recipient.language);
    const mail = composeMatchAlertMail({
      language,
      recipient,
      places: placesOf.get(recipient.searchId) ?? [],
      listings: own,
      links: alertLinks(s, recipient.searchId, language),
      cards,
    });
    mails.push({ kind: 'match-alert', to: recipient.email, language, ...mail });
  }
  await enqueueMails(db, mails);
  return mails.length;
}
