/**
 * What happened at a viewing (issue 33 point 3, decision 069): once its time has come, staff
 * record whether it was held, the buyer did not come, or it was called off — an agent for their
 * own viewings, admins for all — with the buyer's feedback (interested, offer, not interested
 * with a reason), which the buyer may also give through the signed link of the "how was it?"
 * mail (viewing-feedback.service.ts). Every change is a history entry, and the match of the
 * buyer's saved search the viewing answers follows the feedback, through the matching module's
 * service. Recording changes neither the booked time nor the sequence: the calendars keep the
 * event as it was, and no mail goes out.
 */
import { canSetMatchState, type MatchStateCode } from '@domus/domain/search/match';
import { MESSAGE_KEYS } from '@domus/domain/core/message-keys';
import { diffForHistory, historyActorRole } from '@domus/domain/staff/history';
import {
  feedbackRefusal,
  matchStateAfterViewing,
  OUTCOME_STATUS,
  outcomeRefusal,
  type OutcomeRefusal,
  type ViewingFeedback,
} from '@domus/domain/viewings/viewing-outcome';
import type {
  ViewingFeedbackBody,
  ViewingOutcomeBody,
} from '@domus/domain/viewings/viewing-outcome.schema';
import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFoundError, validationError } from '../../lib/app-error.ts';
import type { ErrorMessageKey } from '../../lib/i18n.ts';
import type { Viewer } from '../auth/viewer.ts';
import { recordHistory, type HistoryActor } from '../history/history.service.ts';
import { findMatch, updateMatchState } from '../matching/matches.service.ts';
import { mayChange } from './viewing-changes.service.ts';
import type { ViewingsSettings } from './viewing-request.service.ts';
import { lockViewing, updateViewing, type ViewingRecord } from './viewings.repository.ts';

type SignedIn = NonNullable<Viewer>;

/** 409: the viewing's status takes no outcome (a request, or declined or cancelled). */
export const stateError = () => new AppError(409, 'viewing_state', 'api.viewing_state');

/** The refusal as the API answers it: 409 for the state, else 400 on the field. */
export function refusalError(refusal: OutcomeRefusal): AppError {
  if (refusal.kind === 'state') return stateError();
  return validationError([
    { field: refusal.field, messageKey: refusal.message as ErrorMessageKey },
  ]);
}

/** Who records it, and the call that did, for the history. */
export type OutcomeActor = { history: HistoryActor; source: string };

/** The viewing after the change: its status, and the feedback (undefined keeps the stored one). */
type Next = { status: ViewingStatus; feedback?: ViewingFeedback | null };

/** The fields of a viewing the history of an outcome shows. */
const HISTORY_FIELDS = ['status', 'feedback', 'feedbackReason'] as const;
const historyState = (v: Pick<ViewingRecord, 'status' | 'feedback' | 'feedbackReason'>) => ({
  status: v.status,
  feedback: v.feedback,
  feedbackReason: v.feedbackReason,
});

/**
 * Moves the match the viewing answers to the state the viewing gives it (none without a match, a
 * feedback or a viewing held), recorded in the match's history as staff's change would be. The
 * outcome is the agency's record, so staff's rule of the match states applies, also when the
 * buyer answers through the link (the client's own rule keeps a match at visit). A match changed
 * meanwhile by someone else is left as they set it.
 */
async function followMatch(
  tx: Executor,
  viewing: ViewingRecord,
  status: ViewingStatus,
  answer: string | null,
  actor: OutcomeActor,
): Promise<void> {
  if (!viewing.matchId) return;
  const to = matchStateAfterViewing(status, answer as ViewingFeedback['answer'] | null);
  if (!to) return;
  const found = await findMatch(tx, viewing.matchId);
  if (!found) return;
  const from = found.match.state as MatchStateCode;
  if (from === to || !canSetMatchState(from, to, 'staff')) return;
  if (!(await updateMatchState(tx, found.match.id, from, to))) return;
  await recordHistory(tx, {
    actor: actor.history,
    subject: 'match',
    subjectId: found.match.id,
    action: 'state',
    changes: [{ field: 'state', before: from, after: to }],
    source: actor.source,
    clientId: found.client.id,
    listingId: viewing.propertyId,
  });
}

/**
 * Writes the locked viewing's new status and feedback, its history entry and the match's state,
 * in `tx`. Answers whether anything changed: the same outcome and feedback again write nothing,
 * so a form sent twice or a link followed twice has one effect. A viewing no longer held loses
 * its feedback (a correction: nobody gives feedback on a viewing that did not take place).
 */
export async function writeOutcome(
  tx: Executor,
  before: ViewingRecord,
  next: Next,
  actor: OutcomeActor,
  now: Date,
): Promise<boolean> {
  const feedback =
    next.status !== 'held'
      ? null
      : next.feedback === undefined
        ? before.feedback
          ? { answer: before.feedback, reason: before.feedbackReason ?? undefined }
          : null
        : next.feedback;
  const after = {
    status: next.status,
    feedback: feedback?.answer ?? null,
    feedbackReason: feedback?.answer === 'not_interested' ? (feedback.reason ?? null) : null,
  };
  const changes = diffForHistory(historyState(before), after, HISTORY_FIELDS);
  if (!changes.length) return false;
  const feedbackChanged =
    after.feedback !== before.feedback || after.feedbackReason !== before.feedbackReason;
  await updateViewing(tx, before.id, {
    ...after,
    ...(feedbackChanged ? { feedbackAt: after.feedback ? now : null } : {}),
  });
  await recordHistory(tx, {
    actor: actor.history,
    subject: 'viewing',
    subjectId: before.id,
    action: 'update',
    changes,
    source: actor.source,
    listingId: before.propertyId,
    clientId: before.buyerClientId,
  });
  if (after.feedback !== before.feedback || after.status !== before.status) {
    await followMatch(tx, before, after.status, after.feedback, actor);
  }
  return true;
}

/** The locked viewing a staff member records for: 404 unknown, 403 another agent's. */
async function lockForStaff(tx: Executor, viewer: SignedIn, id: string): Promise<ViewingRecord> {
  const before = await lockViewing(tx, id);
  if (!before) throw notFoundError();
  if (!mayChange(viewer, before.agentId)) throw new AppError(403, 'forbidden', 'api.forbidden');
  return before;
}

const staffActor = (viewer: SignedIn, source: string): OutcomeActor => ({
  history: { accountId: viewer.accountId, role: historyActorRole(viewer) },
  source,
});

/**
 * `POST /api/v1/admin/viewings/{id}/outcome`: what happened, with the buyer's feedback if it is
 * known. 409 for a viewing that takes no outcome; 400 on `outcome` before its start, on
 * `feedback` with an outcome other than held, on `reason` without "not interested" or missing
 * with it.
 */
export async function recordViewingOutcome(
  db: Database,
  viewer: SignedIn,
  id: string,
  body: ViewingOutcomeBody,
  settings: ViewingsSettings,
): Promise<void> {
  const now = settings.clock();
  await db.transaction(async (tx) => {
    const before = await lockForStaff(tx, viewer, id);
    const refusal = outcomeRefusal(before, now);
    if (refusal) throw refusalError(refusal);
    const status = OUTCOME_STATUS[body.outcome];
    let feedback: ViewingFeedback | undefined;
    if (body.feedback) {
      feedback = { answer: body.feedback, reason: body.reason };
      const refused = feedbackRefusal(status, feedback, true);
      if (refused) throw refusalError(refused);
    } else if (body.reason) {
      throw refusalError({
        kind: 'field',
        field: 'reason',
        message: MESSAGE_KEYS.viewingFeedbackReasonOnly,
      });
    }
    await writeOutcome(
      tx,
      before,
      { status, ...(feedback ? { feedback } : {}) },
      staffActor(viewer, 'recordAdminViewingOutcome'),
      now,
    );
  });
}

/**
 * `POST /api/v1/admin/viewings/{id}/feedback`: the buyer's feedback on a viewing held (told by
 * telephone, say), replacing any given before. 400 on `feedback` for a viewing not recorded as
 * held, on `reason` as for the outcome.
 */
export async function recordViewingFeedback(
  db: Database,
  viewer: SignedIn,
  id: string,
  body: ViewingFeedbackBody,
  settings: ViewingsSettings,
): Promise<void> {
  const now = settings.clock();
  await db.transaction(async (tx) => {
    const before = await lockForStaff(tx, viewer, id);
    const feedback = { answer: body.feedback, reason: body.reason };
    const refused = feedbackRefusal(before.status, feedback, true);
    if (refused) throw refusalError(refused);
    await writeOutcome(
      tx,
      before,
      { status: before.status, feedback },
      staffActor(viewer, 'recordAdminViewingFeedback'),
      now,
    );
  });
}
