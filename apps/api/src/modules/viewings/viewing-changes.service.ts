/**
 * The changes of a viewing (issue 33 point 2, decision 069): staff confirm one of the request's
 * times, propose another (or move a booked viewing), decline a request or cancel a booking —
 * an agent their own viewings, admins all; the buyer cancels or asks for another time through a
 * signed link of their mail. Each change raises the viewing's sequence (so every older link
 * answers "superseded" and calendars take the newest invitation), is written to the history and
 * queues its mails in the same transaction. A booked time that overlaps another booked viewing
 * of the agent answers 409 `viewing_conflict`, from the domain's rule or, when two staff
 * members book at once, from the table's exclusion constraint.
 */
import { canBuyerChangeViewing, canChangeViewing } from '@domus/domain/person/permissions';
import { diffForHistory, historyActorRole } from '@domus/domain/staff/history';
import {
  proposalSpan,
  viewingConflict,
  viewingRequestRefusals,
} from '@domus/domain/viewings/viewing-request.schema';
import {
  CHANGE_TO,
  canMakeViewingChange,
  type ViewingChange as Change,
  type ViewingStatus,
} from '@domus/domain/viewings/viewing-status';
import type { Language } from '@domus/domain/core/constants';
import type { ViewingRequestInput } from '@domus/domain/viewings/viewing-request.schema';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFoundError, validationError } from '../../lib/app-error.ts';
import type { ErrorMessageKey } from '../../lib/i18n.ts';
import type { Viewer } from '../auth/viewer.ts';
import { recordHistory, type HistoryActor } from '../history/history.service.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail-outbox.service.ts';
import { toViewing } from './viewing-answers.ts';
import { reminderMarksOnChange } from './viewing-followups.service.ts';
import { checkViewingLink, type ViewingLinkAction } from './viewing-links.ts';
import type { ViewingChange as MailChange } from './viewing-mail.ts';
import {
  buyerChangeNotice,
  changeMail,
  declinedMail,
  mailLanguage,
  rescheduleAskedMail,
  type ViewingMailContext,
} from './viewing-notices.ts';
import {
  agentContext,
  agentRecipient,
  checkRequestTimes,
  requestSpans,
  type ViewingsSettings,
} from './viewing-request.service.ts';
import {
  findAgentBusy,
  findListingSeller,
  findStaffMember,
  findViewingListing,
  findViewingRecord,
  findViewingRow,
  lockAgentCalendar,
  lockViewing,
  updateViewing,
  type ViewingListing,
  type ViewingRecord,
} from './viewings.repository.ts';

type SignedIn = NonNullable<Viewer>;
type Span = { start: Date; end: Date };

/** 409: another booked viewing of the agent shares a moment with the time. */
const conflictError = () => new AppError(409, 'viewing_conflict', 'api.viewing_conflict');
/** 409: the viewing's status does not allow the change (it changed meanwhile). */
const stateError = () => new AppError(409, 'viewing_state', 'api.viewing_state');

/** Whether a write was refused by the exclusion constraint (SQLSTATE 23P01). */
function isOverlapViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '23P01') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether `viewer` may change the viewing: an admin, or an agent as its agent (or none yet). */
export function mayChange(viewer: SignedIn, agentId: string | null): boolean {
  return canChangeViewing(viewer, {
    responsible: agentId === null || agentId === viewer.accountId,
  });
}

/**
 * 404 for an unknown viewing, 403 for a caller who may not change it: checked from the path
 * before the body is read, and again under the lock.
 */
export async function assertChangeAccess(db: Executor, viewer: SignedIn, id: string) {
  const viewing = await findViewingRecord(db, id);
  if (!viewing) throw notFoundError();
  if (!mayChange(viewer, viewing.agentId)) throw new AppError(403, 'forbidden', 'api.forbidden');
  return viewing;
}

/** The history fields of a viewing's change. */
const HISTORY_FIELDS = ['status', 'start', 'end', 'agentId'] as const;
const historyState = (
  viewing: Pick<ViewingRecord, 'status' | 'startsAt' | 'endsAt' | 'agentId'>,
) => ({
  status: viewing.status,
  start: viewing.startsAt,
  end: viewing.endsAt,
  agentId: viewing.agentId,
});

/** The buyer, the seller and the agent's name, as the change's mails need them. */
async function mailPeople(tx: Executor, viewing: ViewingRecord, listing: ViewingListing) {
  const seller = listing.ownerId ? await findListingSeller(tx, listing.ownerId) : undefined;
  const agent = viewing.agentId ? await findStaffMember(tx, viewing.agentId) : undefined;
  return {
    buyer: {
      role: 'buyer' as const,
      name: viewing.buyerName,
      email: viewing.buyerEmail,
      language: mailLanguage(viewing.buyerLanguage),
    },
    seller: seller && {
      role: 'seller' as const,
      name:
        [seller.name, seller.familyName].filter(Boolean).join(' ') || seller.companyName || null,
      email: seller.email,
      language: mailLanguage(seller.language),
    },
    agentName: agent ? agent.name || agent.email : null,
  };
}

/** The confirmation, move or cancellation to the buyer and, if they have an address, the seller. */
async function changeMails(
  tx: Executor,
  context: ViewingMailContext,
  change: MailChange,
  span: Span,
): Promise<OutgoingMail[]> {
  const people = await mailPeople(tx, context.viewing, context.listing);
  return [
    changeMail(context, change, people.buyer, span, people.agentName),
    ...(people.seller ? [changeMail(context, change, people.seller, span, people.agentName)] : []),
  ];
}

/** One change as the transaction writes it: the new fields and what else it does. */
type Write = {
  fields: Partial<
    Pick<
      ViewingRecord,
      'startsAt' | 'endsAt' | 'agentId' | 'requestedTimes' | 'pickedSlot' | 'message'
    >
  > & {
    requestStatus?: 'new' | 'done';
    handledAt?: Date | null;
    requestHandlerId?: string | null;
  };
  /** The mails of the change, written from the viewing as it is after it. */
  mails: (context: ViewingMailContext) => Promise<OutgoingMail[]>;
};

/**
 * Makes `change` to the locked viewing: checks that its status allows it, writes the new
 * status with the raised sequence, the history entry and the mails, all in `tx`.
 */
async function applyChange(
  tx: Executor,
  before: ViewingRecord,
  change: Change,
  write: Write,
  actor: { history: HistoryActor; source: string },
  settings: ViewingsSettings,
): Promise<void> {
  if (!canMakeViewingChange(before.status, change)) throw stateError();
  const listing = (await findViewingListing(tx, before.propertyId))!;
  const fields = {
    ...write.fields,
    ...reminderMarksOnChange(before.startsAt, write.fields.startsAt, settings.clock()),
    status: CHANGE_TO[change],
    sequence: before.sequence + 1,
  };
  await updateViewing(tx, before.id, fields);
  const after = { ...before, ...fields } as ViewingRecord;
  await recordHistory(tx, {
    actor: actor.history,
    subject: 'viewing',
    subjectId: before.id,
    action: 'update',
    changes: diffForHistory(historyState(before), historyState(after), HISTORY_FIELDS),
    source: actor.source,
    listingId: before.propertyId,
    clientId: before.buyerClientId,
  });
  const context: ViewingMailContext = {
    viewing: after,
    listing,
    publicUrl: settings.config.publicUrl,
    linkKey: await settings.linkKey(),
    now: settings.clock(),
  };
  await enqueueMails(tx, await write.mails(context));
}

/** The staff member's part in the history. */
const staffActor = (viewer: SignedIn, source: string) => ({
  history: { accountId: viewer.accountId, role: historyActorRole(viewer) },
  source,
});

/**
 * Books the viewing at `span` for `agentId` under the agent's calendar lock: 409 when another
 * booked viewing of the agent overlaps it, found by the domain's rule or by the constraint.
 */
async function book(
  db: Database,
  viewer: SignedIn,
  id: string,
  change: 'confirm' | 'propose',
  span: (tx: Executor, viewing: ViewingRecord) => Promise<Span> | Span,
  operationId: string,
  settings: ViewingsSettings,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await lockViewing(tx, id);
      if (!before) throw notFoundError();
      if (!mayChange(viewer, before.agentId)) throw new AppError(403, 'forbidden', 'api.forbidden');
      if (!canMakeViewingChange(before.status, change)) throw stateError();
      const agentId = before.agentId ?? viewer.accountId;
      await lockAgentCalendar(tx, agentId);
      const time = await span(tx, before);
      const busy = await findAgentBusy(tx, agentId, time.start, time.end);
      if (viewingConflict(busy, { id, agentId, ...time })) throw conflictError();
      const moved = before.status === 'confirmed';
      await applyChange(
        tx,
        before,
        change,
        {
          fields: {
            startsAt: time.start,
            endsAt: time.end,
            agentId,
            requestStatus: 'done',
            handledAt: before.handledAt ?? settings.clock(),
            requestHandlerId: before.requestHandlerId ?? viewer.accountId,
          },
          mails: (context) => changeMails(tx, context, moved ? 'moved' : 'confirmed', time),
        },
        staffActor(viewer, operationId),
        settings,
      );
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw conflictError();
    throw error;
  }
}

/**
 * `POST /api/v1/admin/viewings/{id}/confirm`: books one of the request's times (400 on `start`
 * for another, or one already past).
 */
export async function confirmViewing(
  db: Database,
  viewer: SignedIn,
  id: string,
  start: string,
  settings: ViewingsSettings,
) {
  await book(
    db,
    viewer,
    id,
    'confirm',
    (_tx, viewing) => {
      const wanted = Date.parse(start);
      const time = viewing.requestedTimes.find((t) => Date.parse(t.start) === wanted);
      if (!time) {
        throw validationError([{ field: 'start', messageKey: 'api.viewing_not_requested' }]);
      }
      if (wanted < settings.clock().getTime()) {
        throw validationError([{ field: 'start', messageKey: 'global.errors.viewingPast' }]);
      }
      return { start: new Date(time.start), end: new Date(time.end) };
    },
    'confirmAdminViewing',
    settings,
  );
}

/**
 * `POST /api/v1/admin/viewings/{id}/propose`: books another local time (a request's, or a
 * booked viewing's new one). The domain's rules refuse a time that does not exist (the spring
 * clock change), is past, falls in the agent's absence or outside their hours, 400 on `time`;
 * staff need no notice.
 */
export async function proposeViewing(
  db: Database,
  viewer: SignedIn,
  id: string,
  body: { date: string; time: string; minutes?: number | undefined },
  settings: ViewingsSettings,
) {
  const minutes = body.minutes ?? 30;
  await book(
    db,
    viewer,
    id,
    'propose',
    async (tx, viewing) => {
      const agentId = viewing.agentId ?? viewer.accountId;
      const times = { proposals: [{ date: body.date, time: body.time }] };
      const span = proposalSpan(times.proposals[0]!, minutes);
      const day = Date.parse(`${body.date}T12:00:00Z`);
      const context = await agentContext(tx, agentId, {
        from: new Date(day - 2 * 86_400_000),
        to: new Date(day + 2 * 86_400_000),
      });
      const [refusal] = viewingRequestRefusals(times, {
        ...context,
        // Overlaps answer 409 below; the notice is the buyers' rule.
        busy: [],
        now: settings.clock(),
        slotMinutes: minutes,
        noticeMinutes: 0,
      });
      if (refusal || !span) {
        const messageKey = refusal?.message ?? 'global.errors.viewingNonexistentTime';
        throw validationError([{ field: 'time', messageKey: messageKey as ErrorMessageKey }]);
      }
      return { start: new Date(span.start), end: new Date(span.end) };
    },
    'proposeAdminViewing',
    settings,
  );
}

/** A staff change without a new time (decline, cancel), in one transaction. */
async function unbook(
  db: Database,
  viewer: SignedIn,
  id: string,
  change: 'decline' | 'cancel',
  words: string | undefined,
  operationId: string,
  settings: ViewingsSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockViewing(tx, id);
    if (!before) throw notFoundError();
    if (!mayChange(viewer, before.agentId)) throw new AppError(403, 'forbidden', 'api.forbidden');
    const booked =
      before.startsAt && before.endsAt ? { start: before.startsAt, end: before.endsAt } : null;
    await applyChange(
      tx,
      before,
      change,
      {
        fields: {
          requestStatus: 'done',
          handledAt: before.handledAt ?? settings.clock(),
          requestHandlerId: before.requestHandlerId ?? viewer.accountId,
        },
        mails: async (context) =>
          change === 'decline'
            ? [declinedMail(context, words)]
            : changeMails(tx, context, 'cancelled', booked!),
      },
      staffActor(viewer, operationId),
      settings,
    );
  });
}

/** `POST /api/v1/admin/viewings/{id}/decline`: the buyer is told, with the staff's words. */
export function declineViewing(
  db: Database,
  viewer: SignedIn,
  id: string,
  words: string | undefined,
  settings: ViewingsSettings,
) {
  return unbook(db, viewer, id, 'decline', words, 'declineAdminViewing', settings);
}

/** `POST /api/v1/admin/viewings/{id}/cancel`: buyer and seller get the cancellation. */
export function cancelViewing(
  db: Database,
  viewer: SignedIn,
  id: string,
  settings: ViewingsSettings,
) {
  return unbook(db, viewer, id, 'cancel', undefined, 'cancelAdminViewing', settings);
}

/** The viewing as staff read it after a change, in their language. */
export async function viewingAnswer(db: Database, id: string, language: Language) {
  const row = await findViewingRow(db, id);
  if (!row) throw notFoundError();
  return toViewing(row, language);
}

// ---------------------------------------------------------------------------------------------
// The buyer's signed links (decision 069)
// ---------------------------------------------------------------------------------------------

/** The answer of a link that does not act, as an error: nothing is changed. */
function linkRefusal(answer: 'tampered' | 'expired' | 'superseded'): AppError {
  if (answer === 'expired')
    return new AppError(410, 'viewing_link_expired', 'api.viewing_link_expired');
  if (answer === 'superseded') {
    return new AppError(409, 'viewing_link_superseded', 'api.viewing_link_superseded');
  }
  return new AppError(400, 'viewing_link_invalid', 'api.viewing_link_invalid');
}

/**
 * `GET /api/v1/viewings/{id}/link`: what the link's page shows before the buyer clicks — whether
 * it acts, and the viewing's time and listing unless the link is not ours (an unknown viewing
 * answers as a tampered link, so the call reveals no viewing).
 */
export async function readViewingLink(
  db: Database,
  id: string,
  query: { action: ViewingLinkAction; token: string },
  settings: ViewingsSettings,
) {
  const viewing = await findViewingRecord(db, id);
  const check = viewing
    ? checkViewingLink(
        await settings.linkKey(),
        query.token,
        { viewingId: id, action: query.action, sequence: viewing.sequence },
        settings.clock(),
      )
    : ({ answer: 'tampered' } as const);
  if (!viewing || check.answer === 'tampered')
    return { answer: 'tampered' as const, viewing: null };
  const listing = (await findViewingListing(db, viewing.propertyId))!;
  return {
    answer: check.answer,
    viewing: {
      status: viewing.status,
      start: viewing.startsAt?.toISOString() ?? null,
      end: viewing.endsAt?.toISOString() ?? null,
      listing: { property_id: listing.propertyNumber, title: listing.title },
    },
  };
}

/**
 * A buyer's change through a link, under the viewing's lock: only a link that is valid now
 * acts (400 tampered, 410 expired, 409 superseded otherwise, nothing changed).
 */
async function byLink(
  db: Database,
  id: string,
  action: ViewingLinkAction,
  token: string,
  settings: ViewingsSettings,
  work: (tx: Executor, before: ViewingRecord) => Promise<void>,
): Promise<{ status: ViewingStatus }> {
  return db.transaction(async (tx) => {
    const before = await lockViewing(tx, id);
    if (!before) throw linkRefusal('tampered');
    const check = checkViewingLink(
      await settings.linkKey(),
      token,
      { viewingId: id, action, sequence: before.sequence },
      settings.clock(),
    );
    if (!canBuyerChangeViewing(check.answer)) {
      throw linkRefusal(check.answer as 'tampered' | 'expired' | 'superseded');
    }
    await work(tx, before);
    return { status: (await findViewingRecord(tx, id))!.status };
  });
}

/** The buyer in the history: their account if they have one, else nobody's, as a client. */
const buyerActor = (viewing: ViewingRecord, source: string) => ({
  history: { accountId: viewing.buyerAccountId, role: 'client' as const },
  source,
});

/**
 * `POST /api/v1/viewings/{id}/cancel`: the buyer cancels; buyer and seller get the cancellation,
 * the agent (else the agency) a notice.
 */
export function cancelViewingByLink(
  db: Database,
  id: string,
  token: string,
  settings: ViewingsSettings,
) {
  return byLink(db, id, 'cancel', token, settings, async (tx, before) => {
    const booked =
      before.startsAt && before.endsAt ? { start: before.startsAt, end: before.endsAt } : null;
    await applyChange(
      tx,
      before,
      'buyerCancel',
      {
        fields: {},
        mails: async (context) => [
          ...(booked ? await changeMails(tx, context, 'cancelled', booked) : []),
          buyerChangeNotice(context, await agentRecipient(tx, before.agentId), 'cancelled', booked),
        ],
      },
      buyerActor(before, 'cancelViewingByLink'),
      settings,
    );
  });
}

/**
 * `POST /api/v1/viewings/{id}/reschedule`: the buyer asks for another time, with new times or
 * none (staff then get in touch). The booked time is freed and the viewing waits in the inbox
 * as a new request; the buyer's and the seller's calendars drop the old time, the agent is told.
 */
export function rescheduleViewingByLink(
  db: Database,
  id: string,
  body: { token: string; times?: ViewingRequestInput | undefined; message?: string | undefined },
  settings: ViewingsSettings,
) {
  return byLink(db, id, 'reschedule', body.token, settings, async (tx, before) => {
    if (body.times) await checkRequestTimes(tx, before.agentId, body.times, settings.clock());
    const booked =
      before.startsAt && before.endsAt ? { start: before.startsAt, end: before.endsAt } : null;
    await applyChange(
      tx,
      before,
      'buyerReschedule',
      {
        fields: {
          startsAt: null,
          endsAt: null,
          requestedTimes: body.times ? requestSpans(body.times) : [],
          pickedSlot: !!body.times && 'slot' in body.times,
          ...(body.message ? { message: body.message } : {}),
          requestStatus: 'new',
          handledAt: null,
        },
        mails: async (context) => {
          const people = await mailPeople(tx, context.viewing, context.listing);
          return [
            ...(booked ? [rescheduleAskedMail(context, booked)] : []),
            ...(booked && people.seller
              ? [changeMail(context, 'cancelled', people.seller, booked, people.agentName)]
              : []),
            buyerChangeNotice(
              context,
              await agentRecipient(tx, before.agentId),
              'reschedule',
              booked,
            ),
          ];
        },
      },
      buyerActor(before, 'rescheduleViewingByLink'),
      settings,
    );
  });
}
