/**
 * The claims of a viewing's follow-up mails (issue 33 points 2–3, decision 069): the reminders
 * 24 and 2 hours before a booked viewing and the buyer's "how was it?" after one held. Every
 * process of the site runs the worker; the claim is the mark written in the caller's
 * transaction, which also queues the mail, so that of two processes looking at once one sends
 * it: `for update skip locked` hands each row to one of them, and the mark's `is null` in the
 * update itself holds when a row is read after the other's commit.
 */
import { and, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { ViewingReminder } from '@domus/domain/viewings/viewing-outcome';
import type { Executor } from '../../db/client.ts';
import { viewings } from '../../db/schema.ts';
import type { ViewingRecord } from './viewings.repository.ts';

/** The column that marks each reminder as sent (or made needless by the booking's mail). */
const REMINDER_COLUMN = {
  day: viewings.reminderDaySentAt,
  hours: viewings.reminderHoursSentAt,
} as const;

const REMINDER_FIELD = { day: 'reminderDaySentAt', hours: 'reminderHoursSentAt' } as const;

/** How many follow-ups one transaction claims: a few mails, so that a long run holds no lock long. */
export const FOLLOWUP_BATCH = 25;

/**
 * Claims up to `limit` booked viewings whose `reminder` is due — the start after `window.from`
 * and at most `window.to`, a buyer with an address (an erased one has none) — marking them sent
 * at `now`; answers them with the mark. A change of the updated time is not
 * written: a reminder is no change of the viewing.
 */
export async function claimReminders(
  tx: Executor,
  reminder: ViewingReminder,
  window: { from: Date; to: Date },
  now: Date,
  limit = FOLLOWUP_BATCH,
): Promise<ViewingRecord[]> {
  const column = REMINDER_COLUMN[reminder];
  const due = tx
    .select({ id: viewings.id })
    .from(viewings)
    .where(
      and(
        eq(viewings.status, 'confirmed'),
        isNull(column),
        gt(viewings.startsAt, window.from),
        lte(viewings.startsAt, window.to),
        ne(viewings.buyerEmail, ''),
      ),
    )
    .orderBy(viewings.startsAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(viewings)
    .set({ [REMINDER_FIELD[reminder]]: now, updatedAt: sql`${viewings.updatedAt}` })
    .where(and(inArray(viewings.id, due), isNull(column), eq(viewings.status, 'confirmed')))
    .returning();
  return rows as ViewingRecord[];
}

/**
 * Claims up to `limit` viewings held whose buyer is to be asked how it was — ended between
 * `window.from` and `window.to`, no feedback yet, not asked before, a buyer with an address —
 * marking them asked at `now`.
 */
export async function claimFeedbackRequests(
  tx: Executor,
  window: { from: Date; to: Date },
  now: Date,
  limit = FOLLOWUP_BATCH,
): Promise<ViewingRecord[]> {
  const due = tx
    .select({ id: viewings.id })
    .from(viewings)
    .where(
      and(
        eq(viewings.status, 'held'),
        isNull(viewings.feedbackAskedAt),
        isNull(viewings.feedback),
        gt(viewings.endsAt, window.from),
        lte(viewings.endsAt, window.to),
        ne(viewings.buyerEmail, ''),
      ),
    )
    .orderBy(viewings.endsAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(viewings)
    .set({ feedbackAskedAt: now, updatedAt: sql`${viewings.updatedAt}` })
    .where(
      and(
        inArray(viewings.id, due),
        isNull(viewings.feedbackAskedAt),
        isNull(viewings.feedback),
        eq(viewings.status, 'held'),
      ),
    )
    .returning();
  return rows as ViewingRecord[];
}
