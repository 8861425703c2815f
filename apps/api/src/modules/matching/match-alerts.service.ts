/**
 * New-match alerts (decisions.md Saved searches and matching: new matches are e-mailed to the
 * client, one message per search, with links back to the matches page; Accounts and roles: only
 * to verified addresses). See docs decision 014: the matches one change makes are mailed in the
 * transaction of that change, one mail per search listing every new listing of it.
 */
import { DEFAULT_LANGUAGE, type Language } from '@domus/domain/core/constants';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { isLanguage } from '@domus/domain/core/languages';
import { absoluteUrl, listingPath } from '../../lib/site-urls.ts';
import { storedKey } from '../../lib/stored-key.ts';
import { findSavedSearchLocations } from '../searches/searches.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { MailCard } from '../mail/mail-layout.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail-outbox.service.ts';
import { findCardsByIds } from '../properties/listing-queries.ts';
import { toCards } from '../properties/properties.service.ts';
import type { SearchLocationRow } from '../searches/saved-search-values.ts';
import { alertsStopPath, searchAlertToken } from '../searches/search-alert-token.ts';
import { composeMatchAlertMail, type AlertLinks } from './match-alert-mail.ts';
import { signMatchLink } from './match-links.ts';
import { matchAnswerHref } from '@domus/domain/core/web-routes';
import {
  findAlertRecipients,
  markAlertPending,
  type AlertRecipient,
} from './match-alerts.repository.ts';
import type { NewMatch } from './matching.repository.ts';

/**
 * What the alert mails need of the site: its address, its files and the token secret. The
 * application makes them once ({@link matchAlertSettings}); the writes of listings and searches
 * pass them to the matching they run.
 */
export type MatchAlertSettings = {
  /** The public base URL of the site, without a trailing slash. */
  publicUrl: string;
  storage: FileStorage;
  /** The secret the searches' opt-out tokens are HMACs with. */
  alertTokenKey: string;
};

/**
 * The alert mails' settings from the configuration: the site's address, the file storage, and
 * the token secret (ALERTS_HMAC_KEY, else a random key kept in DATA_DIR/alerts-hmac.key).
 */
export async function matchAlertSettings(
  config: Config,
  storage: FileStorage,
): Promise<MatchAlertSettings> {
  return {
    publicUrl: config.publicUrl,
    storage,
    alertTokenKey: config.ALERTS_HMAC_KEY ?? (await storedKey(config.dataDir, 'alerts-hmac.key')),
  };
}

/**
 * What the alert mails of one change need: the site's settings and the database the change runs
 * in (not its transaction), whose names of types and places the listings' cards use.
 */
export type MatchAlertContext = MatchAlertSettings & { db: Database };

/** The links of one search's alert mail in `lang` (the web app reads `?lang=`). */
function alertLinks(
  s: MatchAlertSettings,
  searchId: string,
  lang: Language,
  now: Date,
): AlertLinks {
  const page = (path: string) =>
    `${s.publicUrl}${path}?${new URLSearchParams({ lang }).toString()}`;
  const token = searchAlertToken(s.alertTokenKey, searchId);
  return {
    listing: (card) => page(listingPath({ category: card.category, id: card._id })),
    matches: page(`/find/searches/${searchId}`),
    stop: `${s.publicUrl}${alertsStopPath(searchId, token, lang)}`,
    absolute: (url) => absoluteUrl(s.publicUrl, url),
    answer: (matchId, state) =>
      `${s.publicUrl}${matchAnswerHref(matchId, state, signMatchLink(s.alertTokenKey, matchId, state, now), lang)}`,
  };
}

/**
 * The one-click opt-out address of a search's alert mails (RFC 8058): the API takes a POST to it
 * without a session, the token in the address being the authority; opened in a browser, it
 * leads to the web page that asks nothing more ({@link alertsStopPath}).
 */
export function alertsOneClickUrl(s: MatchAlertSettings, searchId: string, lang: Language): string {
  const query = new URLSearchParams({ token: searchAlertToken(s.alertTokenKey, searchId), lang });
  return `${s.publicUrl}/api/v1/searches/${encodeURIComponent(searchId)}/alerts/one-click?${query.toString()}`;
}

/** Groups `items` by a key, keeping their order. */
export function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
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
 * mails exist exactly when the matches do. A daily or weekly search's matches instead wait,
 * marked, for its gathered mail (decision 074). Matches that existed before never reach here:
 * the matching statements answer only the rows they inserted.
 * @param alerts the site's settings for the mails' links, pictures and opt-out tokens, and the
 *   database whose names of types and places the cards use
 * @returns the number of mails enqueued
 */
export async function mailNewMatches(
  db: Executor,
  matches: NewMatch[],
  alerts: MatchAlertContext,
): Promise<number> {
  if (!matches.length) return 0;
  const bySearch = groupBy(matches, (m) => m.searchId);
  const recipients = await findAlertRecipients(db, [...bySearch.keys()]);
  const gathered = recipients.filter((r) => r.alertFrequency !== 'instant');
  await markAlertPending(
    db,
    gathered.flatMap((r) => (bySearch.get(r.searchId) ?? []).map((m) => m.id)),
  );
  return mailMatches(
    db,
    recipients.filter((r) => r.alertFrequency === 'instant'),
    bySearch,
    alerts,
  );
}

/**
 * Enqueues one alert mail per recipient with the listings of its matches in `bySearch` that are
 * still published (newest first, at most the mail's number of cards, the rest on the matches
 * page): the mail of a change's matches, and a daily or weekly search's gathered mail.
 * @returns the number of mails enqueued
 */
export async function mailMatches(
  db: Executor,
  recipients: AlertRecipient[],
  bySearch: Map<string, NewMatch[]>,
  alerts: MatchAlertContext,
): Promise<number> {
  if (!recipients.length) return 0;
  const searchIds = recipients.map((r) => r.searchId);
  const propertyIds = new Set(
    searchIds.flatMap((id) => (bySearch.get(id) ?? []).map((m) => m.propertyId)),
  );
  // One after the other: `db` is the change's transaction.
  const places = await findSavedSearchLocations(db, searchIds);
  const rows = await findCardsByIds(db, [...propertyIds]);
  const listings = await toCards(alerts.db, alerts.storage, rows, null, db);
  const placesOf = groupBy<SearchLocationRow>(places, (p) => p.searchId);
  const newest = (a: PropertyCard, b: PropertyCard) =>
    b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id);
  const listingById = new Map(listings.map((l) => [l._id, l]));

  const mails: OutgoingMail[] = [];
  const cards = new Map<string, MailCard>();
  // When the answer links' 30 days start.
  const now = new Date();
  for (const recipient of recipients) {
    const own = (bySearch.get(recipient.searchId) ?? [])
      .map((m) => listingById.get(m.propertyId))
      .filter((l): l is PropertyCard => !!l)
      .sort(newest);
    if (!own.length) continue;
    const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
    const mail = composeMatchAlertMail({
      language,
      recipient,
      places: placesOf.get(recipient.searchId) ?? [],
      listings: own,
      links: alertLinks(alerts, recipient.searchId, language, now),
      cards,
      matchIds: new Map((bySearch.get(recipient.searchId) ?? []).map((m) => [m.propertyId, m.id])),
    });
    mails.push({
      kind: 'match-alert',
      to: recipient.email,
      language,
      ...mail,
      listUnsubscribe: alertsOneClickUrl(alerts, recipient.searchId, language),
    });
  }
  await enqueueMails(db, mails);
  return mails.length;
}
