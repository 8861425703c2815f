/**
 * A buyer's request for a viewing (issue 33 point 1, decision 069): up to three proposed local
 * times (a day and `HH:MM` in Europe/Rome) or one of the agent's free slots. The shape is checked
 * by {@link viewingRequestInputSchema}; whether the times can be served depends on the agent and
 * the clock, which {@link viewingRequestSchema} and {@link viewingRequestRefusals} read. Each
 * refusal is a message key of the errors catalogs, so the buyer reads why in their language.
 */
import { z } from 'zod';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import {
  isCalendarDate,
  LOCAL_TIME_PATTERN,
  localInstants,
  minutesOf,
  type LocalDate,
  type LocalTime,
} from './agency-time.ts';
import {
  absenceInterval,
  overlaps,
  type Absence,
  type Interval,
  type ViewingHours,
} from './viewing-hours.ts';
import { DEFAULT_NOTICE_MINUTES, DEFAULT_SLOT_MINUTES, withinHours } from './viewing-slots.ts';

/** The most times a buyer proposes at once. */
export const MAX_PROPOSED_TIMES = 3;

/** A time the buyer proposes, in the agency's local time. */
export const proposedTimeSchema = z.object({
  date: z.string().refine(isCalendarDate, { message: MESSAGE_KEYS.viewingDate }),
  time: z.string().regex(LOCAL_TIME_PATTERN, { message: MESSAGE_KEYS.viewingTime }),
});
export type ProposedTime = { date: LocalDate; time: LocalTime };

/** The request's times: proposals or one picked slot (its start as an ISO instant). */
export const viewingRequestInputSchema = z.union([
  z.object({ proposals: z.array(proposedTimeSchema).min(1).max(MAX_PROPOSED_TIMES) }).strict(),
  z.object({ slot: z.iso.datetime({ offset: true }) }).strict(),
]);
export type ViewingRequestInput = z.infer<typeof viewingRequestInputSchema>;

/** What the agent and the clock say about a request's times. */
export type ViewingRequestContext = {
  hours: ViewingHours;
  absences: readonly Absence[];
  /** The agent's other viewings (booked or proposed, not cancelled). */
  busy: readonly Interval[];
  now: Date;
  slotMinutes?: number;
  noticeMinutes?: number;
};

/** Why a time of a request cannot be served, each with its message key. */
export const VIEWING_REFUSALS = {
  nonexistentTime: MESSAGE_KEYS.viewingNonexistentTime,
  past: MESSAGE_KEYS.viewingPast,
  tooSoon: MESSAGE_KEYS.viewingTooSoon,
  overlapping: MESSAGE_KEYS.viewingProposalsOverlap,
  outsideHours: MESSAGE_KEYS.viewingOutsideHours,
  absent: MESSAGE_KEYS.viewingAbsent,
  taken: MESSAGE_KEYS.viewingTaken,
} as const;
export type ViewingRefusal = keyof typeof VIEWING_REFUSALS;

/** A refused time: where in the request, why, and the message key. */
export type ViewingRequestIssue = {
  path: (string | number)[];
  reason: ViewingRefusal;
  message: string;
};

/**
 * The span of a proposed time: a time repeated when the clocks go back is its first occurrence
 * (still summer time), as Temporal's `compatible` reads it; a skipped one (02:30 on the last
 * Sunday of March) has none.
 * @param proposal the day and time
 * @param slotMinutes the viewing's length
 */
export function proposalSpan(
  proposal: ProposedTime,
  slotMinutes = DEFAULT_SLOT_MINUTES,
): Interval | null {
  const instants = localInstants(proposal.date, minutesOf(proposal.time));
  if (instants.length === 0) return null;
  return { start: instants[0]!, end: instants[0]! + slotMinutes * 60_000 };
}

/** Why one span cannot be served, the first reason that applies, or null. */
function spanRefusal(span: Interval, context: ViewingRequestContext): ViewingRefusal | null {
  const now = context.now.getTime();
  if (span.start < now) return 'past';
  if (span.start < now + (context.noticeMinutes ?? DEFAULT_NOTICE_MINUTES) * 60_000) {
    return 'tooSoon';
  }
  if (context.absences.some((absence) => overlaps(absenceInterval(absence), span))) {
    return 'absent';
  }
  if (!withinHours(context.hours, span)) return 'outsideHours';
  if (context.busy.some((busy) => overlaps(busy, span))) return 'taken';
  return null;
}

/**
 * Every time of a request that cannot be served, with the reason: a local time that does not
 * exist, in the past, sooner than the notice, during an absence, outside the agent's hours,
 * overlapping another viewing of the agent, or (proposals) overlapping another proposal. An
 * empty list means the request can be taken.
 * @param request the request's times, their shape already checked
 * @param context the agent's hours, absences and viewings, and the clock
 */
export function viewingRequestRefusals(
  request: ViewingRequestInput,
  context: ViewingRequestContext,
): ViewingRequestIssue[] {
  const slotMinutes = context.slotMinutes ?? DEFAULT_SLOT_MINUTES;
  const issue = (path: (string | number)[], reason: ViewingRefusal): ViewingRequestIssue => ({
    path,
    reason,
    message: VIEWING_REFUSALS[reason],
  });
  if ('slot' in request) {
    const start = Date.parse(request.slot);
    const reason = spanRefusal({ start, end: start + slotMinutes * 60_000 }, context);
    return reason ? [issue(['slot'], reason)] : [];
  }
  const issues: ViewingRequestIssue[] = [];
  const accepted: Interval[] = [];
  request.proposals.forEach((proposal, index) => {
    const path = ['proposals', index, 'time'];
    const span = proposalSpan(proposal, slotMinutes);
    if (!span) return void issues.push(issue(path, 'nonexistentTime'));
    const reason = spanRefusal(span, context);
    if (reason) return void issues.push(issue(path, reason));
    if (accepted.some((other) => overlaps(other, span))) {
      return void issues.push(issue(path, 'overlapping'));
    }
    accepted.push(span);
  });
  return issues;
}

/**
 * The request's schema for one agent and clock: its shape, then the refusals as zod issues
 * whose messages are keys of the errors catalogs (see core/issue-message.ts).
 * @param context the agent's hours, absences and viewings, and the clock
 */
export function viewingRequestSchema(context: ViewingRequestContext) {
  return viewingRequestInputSchema.superRefine((request, ctx) => {
    for (const refusal of viewingRequestRefusals(request, context)) {
      ctx.addIssue({ code: 'custom', path: refusal.path, message: refusal.message });
    }
  });
}

/** A viewing as the calendar knows it, for the overlap rule. */
export type CalendarViewing = {
  id?: string;
  agentId: string;
  start: Date;
  end: Date;
  /** A cancelled or declined viewing frees its time. */
  cancelled?: boolean;
};

/**
 * The viewing that stands in the way of `candidate` (issue 33 point 2: "a second viewing for the
 * same agent at an overlapping time is refused"), or null: another viewing of the same agent,
 * not cancelled, sharing a moment with it. The candidate itself (moved to a new time) does not
 * count.
 * @param existing the viewings already in the calendar
 * @param candidate the viewing to book or move
 */
export function viewingConflict(
  existing: readonly CalendarViewing[],
  candidate: CalendarViewing,
): CalendarViewing | null {
  const span = { start: candidate.start.getTime(), end: candidate.end.getTime() };
  return (
    existing.find(
      (viewing) =>
        !viewing.cancelled &&
        viewing.agentId === candidate.agentId &&
        (candidate.id === undefined || viewing.id !== candidate.id) &&
        overlaps({ start: viewing.start.getTime(), end: viewing.end.getTime() }, span),
    ) ?? null
  );
}
