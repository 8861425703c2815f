/**
 * The follow-up mails a viewing's time brings (issue 33 points 2–3, decision 069): the buyer's
 * reminders 24 and 2 hours before a booked viewing (the agent's too, the day before) and the
 * buyer's "how was it?" a few hours after one held. Each mail is claimed by the mark on the
 * viewing in the transaction that queues it (viewing-followups.repository.ts), so that every
 * process may look and each mail goes once; a moved viewing has its marks reset by the move and
 * is reminded again, a cancelled one is reminded no more.
 */
import {
  feedbackMailWindow,
  reminderWindow,
  remindersCoveredByBooking,
  VIEWING_REMINDERS,
  type ViewingReminder,
} from '@domus/domain/viewings/viewing-outcome';
import type { Database, Executor } from '../../db/client.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail-outbox.service.ts';
import {
  agentReminderMail,
  buyerReminderMail,
  feedbackRequestMail,
} from './viewing-followup-mail.ts';
import {
  claimFeedbackRequests,
  claimReminders,
  FOLLOWUP_BATCH,
} from './viewing-followups.repository.ts';
import type { ViewingMailContext } from './viewing-notices.ts';
import { agentRecipient, type ViewingsSettings } from './viewing-request.service.ts';
import { findStaffMember, findViewingListing, type ViewingRecord } from './viewings.repository.ts';

/** A batch's context of one viewing. */
async function mailContext(
  tx: Executor,
  viewing: ViewingRecord,
  settings: ViewingsSettings,
  linkKey: string,
  now: Date,
): Promise<ViewingMailContext> {
  const listing = (await findViewingListing(tx, viewing.propertyId))!;
  return { viewing, listing, publicUrl: settings.config.publicUrl, linkKey, now };
}

/** The mails of one claimed reminder: the buyer's, and the agent's the day before. */
async function reminderMails(
  tx: Executor,
  context: ViewingMailContext,
  reminder: ViewingReminder,
): Promise<OutgoingMail[]> {
  const { agentId } = context.viewing;
  const agent = agentId ? await findStaffMember(tx, agentId) : undefined;
  const agentName = agent ? agent.name || agent.email : null;
  return [
    buyerReminderMail(context, reminder, agentName),
    // The agent plans the next day from it, with the buyer's telephone at hand; two hours
    // before, the agent is on the way and has the calendar.
    ...(reminder === 'day' && agentId
      ? [agentReminderMail(context, await agentRecipient(tx, agentId))]
      : []),
  ];
}

/**
 * Claims and queues one batch of `reminder`s due at `now`, in one transaction; answers how many
 * viewings it reminded (fewer than a batch: none left).
 */
async function remindBatch(
  db: Database,
  reminder: ViewingReminder,
  settings: ViewingsSettings,
  now: Date,
): Promise<number> {
  const linkKey = await settings.linkKey();
  return db.transaction(async (tx) => {
    const claimed = await claimReminders(tx, reminder, reminderWindow(reminder, now), now);
    const mails: OutgoingMail[] = [];
    for (const viewing of claimed) {
      const context = await mailContext(tx, viewing, settings, linkKey, now);
      mails.push(...(await reminderMails(tx, context, reminder)));
    }
    await enqueueMails(tx, mails);
    return claimed.length;
  });
}

/** Claims and queues one batch of "how was it?" mails due at `now`. */
async function askBatch(db: Database, settings: ViewingsSettings, now: Date): Promise<number> {
  const linkKey = await settings.linkKey();
  return db.transaction(async (tx) => {
    const claimed = await claimFeedbackRequests(tx, feedbackMailWindow(now), now);
    const mails: OutgoingMail[] = [];
    for (const viewing of claimed) {
      mails.push(feedbackRequestMail(await mailContext(tx, viewing, settings, linkKey, now)));
    }
    await enqueueMails(tx, mails);
    return claimed.length;
  });
}

/** Runs batches until one comes back short; answers the total. */
async function drain(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await batch();
    total += count;
    if (count < FOLLOWUP_BATCH) return total;
  }
}

/**
 * Queues every follow-up due at `now` — the day reminders, the 2-hour reminders, the "how was
 * it?" mails — and answers how many viewings got one. Safe beside the same run of another
 * process: each viewing's mail is claimed by one of them.
 * @param db the database
 * @param settings the viewings' settings (site address, the links' secret)
 * @param now the present (a clock the tests control)
 */
export async function sendDueViewingFollowups(
  db: Database,
  settings: ViewingsSettings,
  now: Date,
): Promise<number> {
  let total = 0;
  for (const reminder of VIEWING_REMINDERS) {
    total += await drain(() => remindBatch(db, reminder, settings, now));
  }
  total += await drain(() => askBatch(db, settings, now));
  return total;
}

/**
 * The reminder marks a change of the viewing writes (issue 33 point 2): none when its time stays;
 * for a new time (a booking, a move, the buyer's wish for another time) the old time's marks go,
 * so that the new time is reminded, except the reminders whose moment has come already — the
 * booking's own mail, sent now, says the same.
 * @param before the booked start before the change
 * @param after the start the change writes (undefined: the change leaves the time)
 * @param now the present
 */
export function reminderMarksOnChange(
  before: Date | null,
  after: Date | null | undefined,
  now: Date,
): { reminderDaySentAt?: Date | null; reminderHoursSentAt?: Date | null } {
  if (after === undefined || after?.getTime() === before?.getTime()) return {};
  const covered = after ? remindersCoveredByBooking(after, now) : { day: false, hours: false };
  return {
    reminderDaySentAt: covered.day ? now : null,
    reminderHoursSentAt: covered.hours ? now : null,
  };
}
