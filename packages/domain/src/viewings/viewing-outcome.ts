/**
 * What happens around a booked viewing's time (issue 33 points 2–3, decision 069): the reminders
 * 24 and 2 hours before it, what staff record once its time has come (held, no-show, cancelled)
 * with the buyer's feedback (interested, offer, not interested with a reason), the buyer's
 * one-click "how was it?" mail a few hours after a viewing held, and the state the match of the
 * buyer's saved search takes from it. Pure rules: the clock is the caller's.
 */
import type { MATCH_STATES } from '../core/constants.ts';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import type { ViewingStatus } from './viewing-status.ts';

/** A match state (search/match.ts names them; that subject stands above this one). */
type MatchStateCode = (typeof MATCH_STATES)[number];

/** What buyers say after a viewing (the sellers' weekly report counts it, no buyer named). */
export const VIEWING_FEEDBACK_KINDS = ['interested', 'offer', 'not_interested'] as const;
export type ViewingFeedbackKind = (typeof VIEWING_FEEDBACK_KINDS)[number];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Reminders (issue 33 point 2)
// ---------------------------------------------------------------------------------------------

/** The two reminders of a booked viewing: the day before, and a couple of hours before. */
export const VIEWING_REMINDERS = ['day', 'hours'] as const;
export type ViewingReminder = (typeof VIEWING_REMINDERS)[number];

/** How long before the viewing's start each reminder is due. */
export const REMINDER_LEAD_MS: Readonly<Record<ViewingReminder, number>> = {
  day: 24 * HOUR,
  hours: 2 * HOUR,
};

/**
 * The starts of the viewings whose `reminder` is due at `now`: after `from`, up to `to` (both
 * instants). The day reminder covers the starts between 2 and 24 hours ahead, the 2-hour one
 * those up to 2 hours ahead; so a viewing whose day reminder was missed (the site was down, or
 * it was booked late) gets only the 2-hour one, never both at once.
 * @param reminder which reminder
 * @param now the present
 */
export function reminderWindow(reminder: ViewingReminder, now: Date): { from: Date; to: Date } {
  const to = new Date(now.getTime() + REMINDER_LEAD_MS[reminder]);
  const from = reminder === 'day' ? new Date(now.getTime() + REMINDER_LEAD_MS.hours) : now;
  return { from, to };
}

/**
 * The reminders a booking made at `now` for `start` needs no more, because their moment has
 * come already: the confirmation (or the move's mail) the buyer gets now says the same, and a
 * reminder a minute after it would only repeat it. A viewing booked ten hours ahead gets the
 * 2-hour reminder only; one booked an hour ahead none.
 * @param start the booked start
 * @param now when it is booked
 */
export function remindersCoveredByBooking(
  start: Date,
  now: Date,
): Record<ViewingReminder, boolean> {
  const ahead = start.getTime() - now.getTime();
  return { day: ahead <= REMINDER_LEAD_MS.day, hours: ahead <= REMINDER_LEAD_MS.hours };
}

// ---------------------------------------------------------------------------------------------
// What happened (issue 33 point 3)
// ---------------------------------------------------------------------------------------------

/** What staff record once a viewing's time has come. */
export const VIEWING_OUTCOMES = ['held', 'no_show', 'cancelled'] as const;
export type ViewingOutcome = (typeof VIEWING_OUTCOMES)[number];

/** The status each outcome gives the viewing. */
export const OUTCOME_STATUS: Readonly<Record<ViewingOutcome, ViewingStatus>> = {
  held: 'held',
  no_show: 'no_show',
  cancelled: 'cancelled',
};

/**
 * The statuses an outcome is recorded from: a booked viewing, or one whose outcome is corrected
 * (held and no-show into each other, or into cancelled). A cancelled viewing stays cancelled:
 * its time was freed and may be booked by another viewing of the agent.
 */
const OUTCOME_FROM: readonly ViewingStatus[] = ['confirmed', 'held', 'no_show'];

/** The longest reason a buyer or an agent gives for not being interested. */
export const MAX_FEEDBACK_REASON = 500;

/** Why an outcome or a feedback is refused: the field and the message key, or a state conflict. */
export type OutcomeRefusal =
  { kind: 'state' } | { kind: 'field'; field: 'outcome' | 'feedback' | 'reason'; message: string };

/** What the outcome rules read of a viewing. */
export type OutcomeViewing = { status: ViewingStatus; startsAt: Date | null };

/**
 * Whether staff may record an outcome for the viewing at `now`, first reason first: a status
 * that takes no outcome (a request, a declined or cancelled viewing) is a state conflict; a
 * viewing whose start has not come yet is refused on `outcome` (before it, it is cancelled the
 * usual way, with the buyer's and the seller's mails).
 * @param viewing its status and booked start
 * @param now the present
 */
export function outcomeRefusal(viewing: OutcomeViewing, now: Date): OutcomeRefusal | null {
  if (!OUTCOME_FROM.includes(viewing.status) || !viewing.startsAt) return { kind: 'state' };
  if (viewing.startsAt.getTime() > now.getTime()) {
    return { kind: 'field', field: 'outcome', message: MESSAGE_KEYS.viewingNotYetPast };
  }
  return null;
}

/** The buyer's feedback as recorded: the answer and, for "not interested", the reason. */
export type ViewingFeedback = { answer: ViewingFeedbackKind; reason?: string | undefined };

/**
 * Whether a feedback may be recorded for a viewing in `status` (after its outcome), and with
 * that reason: only for a viewing held; a reason goes with "not interested" only, and staff,
 * who heard the buyer, must give it (`reasonRequired`), while the buyer's one-click answer may
 * leave it out.
 * @param status the viewing's status once the outcome is recorded
 * @param feedback the answer and reason
 * @param reasonRequired whether "not interested" needs a reason (staff: yes, the buyer: no)
 */
export function feedbackRefusal(
  status: ViewingStatus,
  feedback: ViewingFeedback,
  reasonRequired: boolean,
): OutcomeRefusal | null {
  if (status !== 'held') {
    return { kind: 'field', field: 'feedback', message: MESSAGE_KEYS.viewingFeedbackNotHeld };
  }
  const reason = feedback.reason?.trim();
  if (feedback.answer !== 'not_interested' && reason) {
    return { kind: 'field', field: 'reason', message: MESSAGE_KEYS.viewingFeedbackReasonOnly };
  }
  if (feedback.answer === 'not_interested' && reasonRequired && !reason) {
    return { kind: 'field', field: 'reason', message: MESSAGE_KEYS.required };
  }
  return null;
}

/**
 * The state the match of the buyer's saved search takes after the viewing, or null to leave it:
 * only a viewing held with the buyer's answer moves it. "Not interested" is the match's
 * not_interested; an offer is a consultation (the state staff handle as a request in their
 * inbox: price, financing, the contract); "interested" keeps the match at visit, the most
 * engaged state. A no-show or a cancellation leaves the match as it is.
 * @param status the viewing's status
 * @param answer the buyer's feedback, if any
 */
export function matchStateAfterViewing(
  status: ViewingStatus,
  answer: ViewingFeedbackKind | null,
): MatchStateCode | null {
  if (status !== 'held' || !answer) return null;
  if (answer === 'not_interested') return 'not_interested';
  return answer === 'offer' ? 'consulting' : 'visit';
}

// ---------------------------------------------------------------------------------------------
// The buyer's "how was it?" mail (issue 33 point 3)
// ---------------------------------------------------------------------------------------------

/** How long after a viewing held its end the buyer is asked how it was. */
export const FEEDBACK_MAIL_DELAY_MS = 3 * HOUR;
/** After this long from the end nobody is asked any more (an outcome recorded very late). */
export const FEEDBACK_MAIL_WINDOW_MS = 14 * DAY;
/** How long the mail's links act, from the viewing's end. */
export const FEEDBACK_LINK_MS = 30 * DAY;

/**
 * The ends of the viewings held whose buyer is asked at `now`: at least three hours ago, at
 * most 14 days.
 * @param now the present
 */
export function feedbackMailWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - FEEDBACK_MAIL_WINDOW_MS),
    to: new Date(now.getTime() - FEEDBACK_MAIL_DELAY_MS),
  };
}

/**
 * Until when the feedback links of a viewing ending at `end` act.
 * @param end the viewing's end
 */
export function feedbackLinkExpiry(end: Date): Date {
  return new Date(end.getTime() + FEEDBACK_LINK_MS);
}
