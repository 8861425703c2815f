/**
 * Matches and recommendations of a saved search (buyer-side.md §2 Matches page, §3 Match, §4
 * Match states; decisions.md Saved searches and matching): the client answers within the
 * transitions of the domain rule, staff set any state, and a request for a visit or a
 * consultation is mailed to the agency in the same transaction.
 */
import { agencyConfig } from '@domus/domain/core/agency.config';
import {
  DEFAULT_LANGUAGE,
  RECOMMENDATION_BUDGET_TOLERANCE,
  RECOMMENDATIONS_LIMIT,
  type Language,
} from '@domus/domain/core/constants';
import {
  canSetMatchState,
  isAgencyRequest,
  sortMatches,
  type MatchStateCode,
} from '@domus/domain/search/match';
import type { Match, MatchState } from '@domus/domain/search/match.schema';
import type { PropertyCard } from '@domus/domain/listing/property-card.schema';
import { listingHref } from '@domus/domain/core/web-routes';
import type { Database } from '../../db/client.ts';
import { notFoundError, validationError } from '../../lib/app-error.ts';
import { translateMail } from '../../lib/i18n.ts';
import { addressUnverified, isStaff, type Viewer } from '../auth/viewer.ts';
import { sessionMay } from '@domus/domain/person/session-trust';
import type { FileStorage } from '../files/file-storage.ts';
import { renderMail } from '../mail/mail-layout.ts';
import { enqueueMail } from '../mail/mail-outbox.service.ts';
import { findCardsByIds } from '../properties/listing-queries.ts';
import { toCards } from '../properties/properties.service.ts';
import { assertSearchAccess } from '../searches/searches.service.ts';
import {
  findMatch,
  findMatchesOfSearch,
  findRecommendedIds,
  updateMatchState,
} from './matches.repository.ts';

/** A logged-in caller. */
type SignedIn = NonNullable<Viewer>;

/** The agency reads its mail in the site's default language. */
const AGENCY_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** How far from a search's locations a recommended listing may lie ("in or near"). */
const RECOMMENDATION_RADIUS_METERS = 10_000;

/** A listing's bedrooms and living rooms as a match carries them (what its order looks at). */
function roomsOf(row: { bed: number | null; living: number | string | null }) {
  return { bed: row.bed ?? 0, living: Number(row.living ?? 0) };
}

/** Cards of listings by id. */
async function cardsById(
  db: Database,
  storage: FileStorage,
  viewer: SignedIn,
  ids: string[],
): Promise<Map<string, PropertyCard>> {
  const cards = await toCards(db, storage, await findCardsByIds(db, ids), viewer);
  return new Map(cards.map((c) => [c._id, c]));
}

/**
 * `GET /api/v1/searches/{id}/matches`: the matches of the caller's own search (staff: any) with
 * their property cards, in the display order of buyer-side.md §4.
 */
export async function listMatches(
  db: Database,
  storage: FileStorage,
  viewer: SignedIn,
  searchId: string,
): Promise<Match[]> {
  await assertSearchAccess(db, viewer, searchId);
  const rows = await findMatchesOfSearch(db, searchId);
  const cards = await cardsById(
    db,
    storage,
    viewer,
    rows.map((r) => r.propertyId),
  );
  const ordered = sortMatches(
    rows.map((row) => ({ ...row, state: row.state as MatchStateCode, rooms: roomsOf(row) })),
  );
  return ordered.flatMap((row) => {
    const card = cards.get(row.propertyId);
    return card
      ? [
          {
            _id: row.id,
            state: row.state,
            property: card,
            rooms: row.rooms,
            createdAt: row.createdAt.toISOString(),
          },
        ]
      : [];
  });
}

/** The mail telling the agency that a client asks for a visit or a consultation. */
function requestMail(
  state: MatchStateCode,
  found: NonNullable<Awaited<ReturnType<typeof findMatch>>>,
  publicUrl: string,
) {
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(AGENCY_LANGUAGE, `matchRequest.${key}`, params);
  const { client, property } = found;
  const title = property.title[AGENCY_LANGUAGE] || property.title.it || property.title.de || '';
  const params = {
    number: property.propertyNumber,
    title,
    client: [client.name, client.familyName].filter(Boolean).join(' ') || client.email || '',
  };
  const visit = state === 'visit';
  const body = renderMail({
    language: AGENCY_LANGUAGE,
    paragraphs: [
      t(visit ? 'introVisit' : 'introConsulting', params),
      t('contact', { email: client.email ?? '', tel: client.tel || t('noTel') }),
    ],
    action: {
      label: t('button'),
      url: `${publicUrl}${listingHref(property.category, property.id)}`,
    },
  });
  return {
    subject: t(visit ? 'subjectVisit' : 'subjectConsulting', params),
    replyTo: client.email ?? undefined,
    ...body,
  };
}

/**
 * Who changes a match, as the transition rules and the access check see them; `repeatable`
 * when giving the state it already has is the same answer again (a mail's link followed twice),
 * not a transition the rules judge (the matches page's PATCH).
 */
type MatchChanger = { actor: 'client' | 'staff'; accountId: string | null; repeatable?: boolean };

/**
 * Sets a match's state in one transaction by the domain's transitions for `changer`, and mails
 * the agency a new request for a visit or a consultation in it. A client reaches only the
 * matches of their own searches (another's answers as missing, not revealed).
 * @returns `changed`, `same` (it already had that state: nothing is mailed again), `refused`
 *   (a transition the rules do not allow) or `missing`
 */
export async function changeMatchState(
  db: Database,
  id: string,
  state: MatchStateCode,
  changer: MatchChanger,
  publicUrl: string,
): Promise<'changed' | 'same' | 'refused' | 'missing'> {
  return db.transaction(async (tx) => {
    const found = await findMatch(tx, id);
    if (!found) return 'missing';
    if (changer.actor !== 'staff' && found.accountId !== changer.accountId) return 'missing';
    const from = found.match.state as MatchStateCode;
    if (from === state && changer.repeatable) return 'same';
    if (!canSetMatchState(from, state, changer.actor)) return 'refused';
    if (from === state) return 'same';
    // Guarded by the state read: of two answers at once, the second finds it changed.
    if (!(await updateMatchState(tx, id, from, state))) return 'refused';
    if (isAgencyRequest(state)) {
      const mail = requestMail(state, found, publicUrl);
      await enqueueMail(tx, {
        kind: 'match-request',
        to: agencyConfig.email,
        language: AGENCY_LANGUAGE,
        ...mail,
      });
    }
    return 'changed';
  });
}

/**
 * `PATCH /api/v1/matches/{id}`: the client of the search may make the transitions of the domain
 * rule (400 for another), staff any; a new request for a visit or a consultation is mailed to
 * the agency in the same transaction. Another user's match answers 404.
 */
export async function setMatchState(
  db: Database,
  storage: FileStorage,
  viewer: SignedIn,
  id: string,
  state: MatchState,
  publicUrl: string,
): Promise<Match> {
  // A request mails the agency with the address as Reply-To: only a proven address may send it.
  if (isAgencyRequest(state) && !sessionMay(viewer, 'request-agency')) throw addressUnverified();
  const changer: MatchChanger = {
    actor: isStaff(viewer) ? 'staff' : 'client',
    accountId: viewer.accountId,
  };
  const outcome = await changeMatchState(db, id, state, changer, publicUrl);
  if (outcome === 'missing') throw notFoundError();
  if (outcome === 'refused') {
    throw validationError([{ field: 'state', messageKey: 'global.errors.matchState' }]);
  }
  const found = await findMatch(db, id);
  if (!found) throw notFoundError();
  const card = (await cardsById(db, storage, viewer, [found.property.id])).get(found.property.id);
  if (!card) throw notFoundError();
  return {
    _id: found.match.id,
    state: found.match.state as MatchState,
    property: card,
    rooms: roomsOf(found.property),
    createdAt: found.match.createdAt.toISOString(),
  };
}

/**
 * `GET /api/v1/searches/{id}/reccomend`: up to six recommendations for the caller's own search
 * (decisions.md), best first.
 */
export async function recommend(
  db: Database,
  storage: FileStorage,
  viewer: SignedIn,
  searchId: string,
): Promise<PropertyCard[]> {
  await assertSearchAccess(db, viewer, searchId);
  const ids = await findRecommendedIds(db, searchId, {
    tolerance: RECOMMENDATION_BUDGET_TOLERANCE,
    radiusMeters: RECOMMENDATION_RADIUS_METERS,
    limit: RECOMMENDATIONS_LIMIT,
  });
  const cards = await cardsById(db, storage, viewer, ids);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

// What other modules read of this module's storage comes through its service (issue 31 point 1).
export { findMatch, updateMatchState } from './matches.repository.ts';
