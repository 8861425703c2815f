/**
 * The demo's viewings (issue 33): the demo agent's week of viewing hours, the agent made
 * responsible for the oldest listings, and viewings around the day the site was seeded, so that
 * a fresh site shows every part of the flow: free slots on those listings' pages, a request in
 * the inbox, a viewing coming in the calendar, one just past whose outcome the agent is to
 * record, viewings held and missed, and three held (one per language) whose buyers the
 * follow-up worker asks "how was it?" at the first start.
 *
 * Everything is placed relative to the seeding day and kept out of the next three weeks, which
 * the site's own tests fill with viewings of their own.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Language } from '@domus/domain/core/constants';
import { agencyIsoDay } from '@domus/domain/format/locale-format';
import {
  addDays,
  localInstant,
  minutesOf,
  weekdayOf,
  type LocalDate,
} from '@domus/domain/viewings/agency-time';
import type { ViewingStatus } from '@domus/domain/viewings/viewing-status';
import type { ViewingFeedbackKind } from '@domus/domain/viewings/viewing-outcome';
import type { Executor } from '../db/client.ts';
import { properties, viewingHours, viewings } from '../db/schema.ts';

/** The agent's week: mornings and afternoons on workdays, Saturday morning. */
export const DEMO_VIEWING_HOURS: { weekday: number; start: string; end: string }[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:30' },
    { weekday, start: '14:30', end: '18:30' },
  ]),
  { weekday: 6, start: '09:00', end: '12:00' },
];

/** How many of the oldest listings the agent is responsible for. */
export const DEMO_AGENT_LISTINGS = 6;

/** A demo buyer: no account, as most people asking for a viewing. */
type Buyer = { name: string; email: string; tel: string; language: Language };

const BUYERS = {
  francesca: {
    name: 'Francesca Bianchi',
    email: 'francesca.bianchi@example.com',
    tel: '+39 333 1234567',
    language: 'it',
  },
  lukas: {
    name: 'Lukas Gruber',
    email: 'lukas.gruber@example.com',
    tel: '+39 347 7654321',
    language: 'de',
  },
  emma: {
    name: 'Emma Wilson',
    email: 'emma.wilson@example.com',
    tel: '+44 7700 900123',
    language: 'en',
  },
  marco: {
    name: 'Marco Ferrari',
    email: 'marco.ferrari@example.com',
    tel: '+39 340 1122334',
    language: 'it',
  },
  anna: {
    name: 'Anna Hofer',
    email: 'anna.hofer@example.com',
    tel: '+39 348 9988776',
    language: 'de',
  },
  paolo: {
    name: 'Paolo Conti',
    email: 'paolo.conti@example.com',
    tel: '+39 339 5566778',
    language: 'it',
  },
  oliver: {
    name: 'Oliver Brown',
    email: 'oliver.brown@example.com',
    tel: '+44 7700 900456',
    language: 'en',
  },
} as const satisfies Record<string, Buyer>;

/** One demo viewing: when (workdays back, or weeks ahead on a weekday), who, what became of it. */
type DemoViewing = {
  listing: number;
  buyer: keyof typeof BUYERS;
  /** A workday this many workdays before the seeding day, or the weekday of a later week. */
  day: { workdaysAgo: number } | { weeksAhead: number; weekday: number };
  time: string;
  status: ViewingStatus;
  feedback?: ViewingFeedbackKind;
  message?: string;
};

const DEMO_VIEWINGS: DemoViewing[] = [
  // Held, their buyers not asked yet: the follow-up worker asks them at the first start.
  { listing: 0, buyer: 'francesca', day: { workdaysAgo: 2 }, time: '10:00', status: 'held' },
  { listing: 1, buyer: 'lukas', day: { workdaysAgo: 2 }, time: '15:00', status: 'held' },
  { listing: 2, buyer: 'emma', day: { workdaysAgo: 3 }, time: '11:00', status: 'held' },
  // Held, with the buyer's answer; missed.
  {
    listing: 0,
    buyer: 'marco',
    day: { workdaysAgo: 5 },
    time: '09:30',
    status: 'held',
    feedback: 'interested',
  },
  { listing: 3, buyer: 'anna', day: { workdaysAgo: 4 }, time: '16:00', status: 'no_show' },
  // Past and booked: the agent is to record what happened.
  { listing: 4, buyer: 'paolo', day: { workdaysAgo: 1 }, time: '14:30', status: 'confirmed' },
  // Coming: booked, and a request with two proposed times waiting in the inbox.
  {
    listing: 5,
    buyer: 'lukas',
    day: { weeksAhead: 4, weekday: 2 },
    time: '11:00',
    status: 'confirmed',
  },
  {
    listing: 1,
    buyer: 'oliver',
    day: { weeksAhead: 5, weekday: 3 },
    time: '10:00',
    status: 'requested',
    message: 'We are in South Tyrol that week; Thursday afternoon would suit us too.',
  },
];

const VIEWING_MINUTES = 30;

/** The workday `count` workdays before `day` (Saturday and Sunday are skipped). */
function workdayBefore(day: LocalDate, count: number): LocalDate {
  let date = day;
  for (let left = count; left > 0;) {
    date = addDays(date, -1);
    if (weekdayOf(date) <= 5) left -= 1;
  }
  return date;
}

function dateOf(today: LocalDate, day: DemoViewing['day']): LocalDate {
  if ('workdaysAgo' in day) return workdayBefore(today, day.workdaysAgo);
  const monday = addDays(today, 1 - weekdayOf(today));
  return addDays(monday, 7 * day.weeksAhead + day.weekday - 1);
}

/**
 * Writes the agent's hours, their listings and the viewings.
 * @param listingIds the demo listings, oldest first (the confirmed ones)
 * @param uidDomain the public site's host, the domain of the calendar invitations' UIDs
 */
export async function seedDemoViewings(
  db: Executor,
  options: { agentId: string; listingIds: string[]; now: Date; uidDomain: string },
): Promise<number> {
  const { agentId, now, uidDomain } = options;
  const listingIds = options.listingIds.slice(0, DEMO_AGENT_LISTINGS);
  await db.insert(viewingHours).values(
    DEMO_VIEWING_HOURS.map((range) => ({
      agentId,
      weekday: range.weekday,
      startMinute: minutesOf(range.start),
      endMinute: minutesOf(range.end),
    })),
  );
  await db
    .update(properties)
    .set({ responsibleAgentId: agentId })
    .where(inArray(properties.id, listingIds));

  const today = agencyIsoDay(now);
  const rows = DEMO_VIEWINGS.map((demo) => {
    const id = randomUUID();
    const buyer = BUYERS[demo.buyer];
    const start = new Date(localInstant(dateOf(today, demo.day), minutesOf(demo.time)));
    const end = new Date(start.getTime() + VIEWING_MINUTES * 60_000);
    const booked = demo.status !== 'requested';
    // A request's second time: the next day, in the afternoon.
    const second = new Date(localInstant(addDays(dateOf(today, demo.day), 1), minutesOf('15:00')));
    const asked = booked ? new Date(start.getTime() - 6 * 86_400_000) : now;
    return {
      id,
      propertyId: listingIds[demo.listing % listingIds.length]!,
      agentId,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerTel: buyer.tel,
      buyerLanguage: buyer.language,
      message: demo.message ?? null,
      requestedTimes: booked
        ? [{ start: start.toISOString(), end: end.toISOString() }]
        : [start, second].map((from) => ({
            start: from.toISOString(),
            end: new Date(from.getTime() + VIEWING_MINUTES * 60_000).toISOString(),
          })),
      status: demo.status,
      startsAt: booked ? start : null,
      endsAt: booked ? end : null,
      uid: `viewing-${id}@${uidDomain}`,
      sequence: booked ? 1 : 0,
      requestStatus: booked ? 'done' : 'new',
      handledAt: booked ? asked : null,
      feedback: demo.feedback ?? null,
      feedbackAt: demo.feedback ? new Date(end.getTime() + 5 * 3_600_000) : null,
      feedbackAskedAt: demo.feedback ? new Date(end.getTime() + 3 * 3_600_000) : null,
      // A booked viewing's reminders went before it (the seeded past has no mails to send).
      reminderDaySentAt: booked && start < now ? new Date(start.getTime() - 86_400_000) : null,
      reminderHoursSentAt: booked && start < now ? new Date(start.getTime() - 7_200_000) : null,
      createdAt: asked,
      updatedAt: demo.feedback ? new Date(end.getTime() + 5 * 3_600_000) : asked,
    };
  });
  await db.insert(viewings).values(rows);
  return rows.length;
}
