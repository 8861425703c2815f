/**
 * Asking for a viewing (issue 33 point 1, decision 069): the free slots of a listing's
 * responsible agent for the property page, and a buyer's request — without an account with
 * name, e-mail, telephone and the captcha, with a session as the account's person, or from a
 * match's 'visit' answer. The times are checked by the domain's rules in the agency's time
 * zone; a refused time answers 400 with the rule's message and nothing is stored. The request
 * shows in the requests inbox and the agent (else the agency) is told by mail.
 */
import { agencyConfig } from '@domus/domain/core/agency.config';
import { DEFAULT_LANGUAGE } from '@domus/domain/core/constants';
import { canSetMatchState, type MatchStateCode } from '@domus/domain/search/match';
import { sessionMay } from '@domus/domain/person/session-trust';
import { diffForHistory, historyActorRole } from '@domus/domain/staff/history';
import { WEEKDAYS, type Interval, type ViewingHours } from '@domus/domain/viewings/viewing-hours';
import {
  DEFAULT_SLOT_MINUTES,
  MAX_SLOT_SEARCH_DAYS,
  freeSlots,
  type Slot,
} from '@domus/domain/viewings/viewing-slots';
import {
  proposalSpan,
  VIEWING_REFUSALS,
  viewingRequestRefusals,
  type ViewingRequestContext,
  type ViewingRequestInput,
} from '@domus/domain/viewings/viewing-request.schema';
import { viewingGuestSchema, type ViewingRequestBody } from '@domus/domain/viewings/viewing.schema';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notFoundError, validationError, type FieldProblem } from '../../lib/app-error.ts';
import type { ErrorMessageKey } from '../../lib/i18n.ts';
import { addressUnverified, type Viewer } from '../auth/viewer.ts';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import { findClientOfAccount } from '../clients/clients.service.ts';
import { recordHistory } from '../history/history.service.ts';
import { enqueueMail } from '../mail/mail-outbox.service.ts';
import { findMatch, updateMatchState } from '../matching/matches.service.ts';
import { viewingUid } from './viewing-invitation.ts';
import { findAgentAbsences, findAgentHours } from './viewing-hours.repository.ts';
import { mailLanguage, requestNotice, type AgentRecipient } from './viewing-notices.ts';
import {
  findAgentBusy,
  findListingSeller,
  findStaffMember,
  findViewingListing,
  findViewingRecord,
  insertViewing,
  lockAgentCalendar,
  type ViewingListing,
} from './viewings.repository.ts';

const DAY = 24 * 60 * 60_000;
/** The span the property page's slots cover unless it asks for another. */
const DEFAULT_SLOT_DAYS = 14;

/**
 * The hours of a listing without a responsible agent: any time of any day, so a buyer's times
 * are checked against the clock only and staff pick the agent when they confirm.
 */
const ANY_TIME: ViewingHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ start: '00:00', end: '24:00' }]]),
) as unknown as ViewingHours;

/** What the viewing calls need besides the database. */
export type ViewingsSettings = {
  config: Config;
  /** The present; the tests set it. */
  clock: () => Date;
  /** The signed links' secret. */
  linkKey: () => Promise<string>;
};

/**
 * What the agent's calendar says about a span: their hours, absences and busy times (none of
 * them for a listing without an agent, see {@link ANY_TIME}).
 */
export async function agentContext(
  db: Executor,
  agentId: string | null,
  span: { from: Date; to: Date },
): Promise<Omit<ViewingRequestContext, 'now'>> {
  if (!agentId) return { hours: ANY_TIME, absences: [], busy: [] };
  const [hours, absences, busy] = await Promise.all([
    findAgentHours(db, agentId),
    findAgentAbsences(db, agentId, span),
    findAgentBusy(db, agentId, span.from, span.to),
  ]);
  return { hours, absences, busy: busy.map(toInterval) };
}

const toInterval = (viewing: { start: Date; end: Date }): Interval => ({
  start: viewing.start.getTime(),
  end: viewing.end.getTime(),
});

/** A published listing, else 404. */
async function publishedListing(db: Executor, id: string): Promise<ViewingListing> {
  const listing = await findViewingListing(db, id);
  if (!listing || !listing.isConfirmed) throw notFoundError();
  return listing;
}

/**
 * `GET /api/v1/viewings/slots`: the free slots of the listing's responsible agent, by default
 * for the next 14 days, at most 62; none when the listing has no agent or the agent no hours.
 */
export async function listingSlots(
  db: Database,
  query: { listing: string; from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<Slot[]> {
  const listing = await publishedListing(db, query.listing);
  const agentId = listing.responsibleAgentId;
  if (!agentId) return [];
  const from = query.from ? new Date(query.from) : now;
  const latest = from.getTime() + MAX_SLOT_SEARCH_DAYS * DAY;
  const to = new Date(
    Math.min(query.to ? Date.parse(query.to) : from.getTime() + DEFAULT_SLOT_DAYS * DAY, latest),
  );
  if (to <= from) return [];
  const context = await agentContext(db, agentId, { from, to });
  return freeSlots({ ...context, from, to, now });
}

/** The spans of a request's times, each an instant pair (the domain checked that they exist). */
export function requestSpans(times: ViewingRequestInput): { start: string; end: string }[] {
  const minutes = DEFAULT_SLOT_MINUTES * 60_000;
  if ('slot' in times) {
    const start = Date.parse(times.slot);
    return [{ start: new Date(start).toISOString(), end: new Date(start + minutes).toISOString() }];
  }
  return times.proposals.map((proposal) => {
    const span = proposalSpan(proposal)!;
    return { start: new Date(span.start).toISOString(), end: new Date(span.end).toISOString() };
  });
}

/** The span the refusals of a request look at: its times, give or take a day. */
function spanOf(times: ViewingRequestInput): { from: Date; to: Date } {
  const starts =
    'slot' in times
      ? [Date.parse(times.slot)]
      : times.proposals.map((p) => proposalSpan(p)?.start ?? Date.parse(`${p.date}T12:00:00Z`));
  return {
    from: new Date(Math.min(...starts) - DAY),
    to: new Date(Math.max(...starts) + 2 * DAY),
  };
}

/**
 * 400 naming every refused time with the domain's reason, `times.` before each path; nothing
 * when the agent can take them all.
 * @param prefix the body's field of the times
 */
export async function checkRequestTimes(
  db: Executor,
  agentId: string | null,
  times: ViewingRequestInput,
  now: Date,
  prefix = 'times',
): Promise<void> {
  const span = spanOf(times);
  const context = await agentContext(db, agentId, span);
  const refusals = viewingRequestRefusals(times, { ...context, now });
  // A picked slot must be one the agent offers, not any time within the hours (10:05).
  if (!refusals.length && 'slot' in times) {
    const start = Date.parse(times.slot);
    const offered = freeSlots({ ...context, ...span, now }).some(
      (slot) => slot.start.getTime() === start,
    );
    if (!offered) {
      refusals.push({
        path: ['slot'],
        reason: 'outsideHours',
        message: VIEWING_REFUSALS.outsideHours,
      });
    }
  }
  if (refusals.length) {
    throw validationError(
      refusals.map((refusal) => ({
        field: [prefix, ...refusal.path].join('.'),
        messageKey: refusal.message as ErrorMessageKey,
      })),
    );
  }
}

/** Who asks: the buyer's record and contact as the viewing keeps them. */
type Buyer = {
  accountId: string | null;
  clientId: string | null;
  name: string;
  email: string;
  tel: string | null;
  language: string;
};

const fullName = (row: { name?: string | null; familyName?: string | null }) =>
  [row.name, row.familyName].filter(Boolean).join(' ').trim();

/** A guest's contact from the body, each field required (400 naming the missing ones). */
function guestBuyer(body: ViewingRequestBody, language: string): Buyer {
  const parsed = viewingGuestSchema.safeParse({
    name: body.name ?? '',
    email: body.email ?? '',
    tel: body.tel ?? '',
  });
  if (!parsed.success) {
    // One message a field: an empty telephone is missing, not also malformed.
    const fields = new Map<string, FieldProblem>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (fields.has(field)) continue;
      const messageKey = issue.message.startsWith('global.errors.')
        ? issue.message
        : 'global.errors.required';
      fields.set(field, { field, messageKey: messageKey as ErrorMessageKey });
    }
    throw validationError([...fields.values()]);
  }
  return { accountId: null, clientId: null, ...parsed.data, language };
}

/**
 * The signed-in buyer: their client record, else their seller record, else their account's
 * address; a telephone the body gives fills one the record lacks.
 */
async function accountBuyer(
  db: Database,
  viewer: NonNullable<Viewer>,
  body: ViewingRequestBody,
): Promise<Buyer> {
  const client = await findClientOfAccount(db, viewer.accountId);
  const seller = !client && viewer.sellerId ? await findListingSeller(db, viewer.sellerId) : null;
  const person = client ?? seller;
  return {
    accountId: viewer.accountId,
    clientId: client?.id ?? null,
    name: (person && (fullName(person) || person.companyName)) || viewer.email,
    email: person?.email || viewer.email,
    tel: client?.tel || body.tel || null,
    language: person?.language || viewer.language,
  };
}

/**
 * The match of the buyer's saved search the request answers: the caller's own, for this
 * listing, and one the client may still set to 'visit' (400 on `matchId` otherwise; a match of
 * someone else answers as one that does not exist).
 */
async function answeredMatch(
  db: Executor,
  viewer: Viewer,
  matchId: string | undefined,
  listingId: string,
) {
  if (!matchId) return undefined;
  const found = viewer ? await findMatch(db, matchId) : undefined;
  if (!found || found.accountId !== viewer?.accountId || found.property.id !== listingId) {
    throw validationError([{ field: 'matchId', messageKey: 'api.not_found' }]);
  }
  const from = found.match.state as MatchStateCode;
  if (from !== 'visit' && !canSetMatchState(from, 'visit', 'client')) {
    throw validationError([{ field: 'matchId', messageKey: 'global.errors.matchState' }]);
  }
  return found;
}

/** Who is told of the request: the agent, else the agency in the site's language. */
export async function agentRecipient(
  db: Executor,
  agentId: string | null,
): Promise<AgentRecipient> {
  const agent = agentId ? await findStaffMember(db, agentId) : undefined;
  return agent
    ? { email: agent.email, language: mailLanguage(agent.language) }
    : { email: agencyConfig.email, language: DEFAULT_LANGUAGE };
}

/** What the request is asked from. */
export type RequestOrigin = { language: string; settings: ViewingsSettings };

/**
 * `POST /api/v1/viewings`: stores the request and queues the agent's notice in one transaction.
 * Checks, in this order, with nothing stored before the last: the listing (400 on `listingId`),
 * the buyer (a session that proved its address; a guest's name, e-mail and telephone), the match
 * (if named), the times (each refusal with the domain's message), the captcha of a guest (400
 * captcha_invalid); then, under the agent's calendar lock, that no other buyer took a picked
 * slot meanwhile.
 */
export async function requestViewing(
  db: Database,
  viewer: Viewer,
  body: ViewingRequestBody,
  origin: RequestOrigin,
) {
  const { settings } = origin;
  const now = settings.clock();
  const listing = await findViewingListing(db, body.listingId);
  if (!listing || !listing.isConfirmed) {
    throw validationError([{ field: 'listingId', messageKey: 'api.not_found' }]);
  }
  if (viewer && !sessionMay(viewer, 'request-agency')) throw addressUnverified();
  const buyer = viewer ? await accountBuyer(db, viewer, body) : guestBuyer(body, origin.language);
  const match = await answeredMatch(db, viewer, body.matchId, listing.id);
  const agentId = listing.responsibleAgentId;
  await checkRequestTimes(db, agentId, body.times, now);
  // Spent in its own statement once the request is known to be good: a refused time keeps it.
  if (!viewer) await consumeCaptcha(db, settings.config, body.captcha);

  const id = randomUUID();
  const requestedTimes = requestSpans(body.times);
  const host = new URL(settings.config.publicUrl).hostname;
  await db.transaction(async (tx) => {
    if (agentId) {
      await lockAgentCalendar(tx, agentId);
      // Another buyer may have picked the slot since the check above.
      await checkRequestTimes(tx, agentId, body.times, now);
    }
    await insertViewing(tx, {
      id,
      propertyId: listing.id,
      agentId,
      matchId: match?.match.id ?? null,
      buyerAccountId: buyer.accountId,
      buyerClientId: buyer.clientId ?? match?.client.id ?? null,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerTel: buyer.tel,
      buyerLanguage: mailLanguage(buyer.language),
      message: body.message ?? null,
      requestedTimes,
      pickedSlot: 'slot' in body.times,
      uid: viewingUid(id, host),
      // The inbox line of the match's earlier visit answer passes to the viewing.
      requestStatus: match?.match.state === 'visit' ? match.match.requestStatus : 'new',
      requestHandlerId: match?.match.state === 'visit' ? match.match.requestHandlerId : null,
      requestNote: match?.match.state === 'visit' ? match.match.requestNote : null,
    });
    if (match && match.match.state !== 'visit') {
      if (!(await updateMatchState(tx, match.match.id, match.match.state, 'visit'))) {
        throw validationError([{ field: 'matchId', messageKey: 'global.errors.matchState' }]);
      }
    }
    await recordHistory(tx, {
      actor: {
        accountId: viewer?.accountId ?? null,
        role: viewer ? historyActorRole(viewer, 'client') : 'client',
      },
      subject: 'viewing',
      subjectId: id,
      action: 'create',
      changes: diffForHistory({}, { status: 'requested', requestedTimes }),
      source: 'requestViewing',
      listingId: listing.id,
      clientId: buyer.clientId ?? match?.client.id ?? null,
    });
    const viewing = (await findViewingRecord(tx, id))!;
    const context = { viewing, listing, publicUrl: settings.config.publicUrl, now, linkKey: '' };
    await enqueueMail(tx, requestNotice(context, await agentRecipient(tx, agentId)));
  });
  return { _id: id, status: 'requested' as const, times: requestedTimes };
}
