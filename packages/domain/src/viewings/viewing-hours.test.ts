import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { issueMessage, fromZodIssue } from '../core/issue-message.ts';
import {
  addDays,
  agencyOffsetMinutes,
  localInstant,
  localInstants,
  localMoment,
} from './agency-time.ts';
import {
  absenceInterval,
  absenceSchema,
  NO_VIEWING_HOURS,
  viewingHoursSchema,
  type ViewingHours,
} from './viewing-hours.ts';

/** The message keys a schema answers for `value`, as the admin's form shows them. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => issueMessage(fromZodIssue(issue)).key);
}

const monday: ViewingHours = {
  ...NO_VIEWING_HOURS,
  mon: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
};

describe('the agency clock (issue 33 point 1, decision 069)', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(agencyOffsetMinutes(Date.parse('2026-12-02T10:00:00Z'))).toBe(60);
    expect(agencyOffsetMinutes(Date.parse('2026-07-01T10:00:00Z'))).toBe(120);
  });

  it('has no 02:30 on the last Sunday of March and two on the last Sunday of October', () => {
    expect(localInstants('2026-03-29', 150)).toEqual([]);
    expect(localInstants('2026-10-25', 150).map((t) => new Date(t).toISOString())).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    // An edge in the skipped hour moves forward by the gap: 02:30 reads as 03:30 summer time.
    expect(new Date(localInstant('2026-03-29', 150)).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});

describe('the agency clock over a whole year (issue 33 point 1, decision 069)', () => {
  it('reads back every local time it turns into an instant, all 365 days of 2026', () => {
    const wrong: string[] = [];
    let skipped = 0;
    let repeated = 0;
    for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
      for (const minutes of [0, 120, 150, 180, 12 * 60, 23 * 60 + 45]) {
        const instants = localInstants(date, minutes);
        if (instants.length === 0) skipped++;
        if (instants.length === 2) repeated++;
        for (const instant of instants) {
          const back = localMoment(instant);
          if (back.date !== date || back.minutes !== minutes) wrong.push(`${date} ${minutes}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The hour skipped on 29 March holds 02:00 and 02:30; the one repeated on 25 October too.
    expect(skipped).toBe(2);
    expect(repeated).toBe(2);
  });
});

describe('viewing hours as staff enter them (issue 33 point 1)', () => {
  it('takes several ranges a day, e.g. Monday 09:00–12:00 and 14:00–18:00', () => {
    expect(messages(viewingHoursSchema, monday)).toEqual([]);
  });

  it('refuses overlapping ranges of one day', () => {
    const hours = {
      ...monday,
      tue: [
        { start: '14:00', end: '18:00' },
        { start: '09:00', end: '14:30' },
      ],
    };
    const result = viewingHoursSchema.safeParse(hours);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['tue.0.start', MESSAGE_KEYS.viewingRangesOverlap],
    ]);
  });

  it('lets ranges touch (12:00 end, 12:00 start)', () => {
    const hours = {
      ...NO_VIEWING_HOURS,
      fri: [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '13:00' },
      ],
    };
    expect(messages(viewingHoursSchema, hours)).toEqual([]);
  });

  it('refuses an end before the start, and times off the 15-minute grid', () => {
    expect(
      messages(viewingHoursSchema, {
        ...NO_VIEWING_HOURS,
        wed: [{ start: '18:00', end: '09:00' }],
      }),
    ).toEqual([MESSAGE_KEYS.viewingRangeOrder]);
    expect(
      messages(viewingHoursSchema, {
        ...NO_VIEWING_HOURS,
        wed: [{ start: '09:10', end: '10:00' }],
      }),
    ).toEqual([MESSAGE_KEYS.viewingGrid]);
    expect(
      messages(viewingHoursSchema, { ...NO_VIEWING_HOURS, wed: [{ start: '9:00', end: '10:00' }] }),
    ).toEqual([MESSAGE_KEYS.viewingTime]);
  });
});

describe('absences as staff enter them (issue 33 point 1)', () => {
  it('takes whole days and partial days', () => {
    expect(messages(absenceSchema, { startDate: '2026-08-10', endDate: '2026-08-21' })).toEqual([]);
    expect(
      messages(absenceSchema, {
        startDate: '2026-12-07',
        endDate: '2026-12-07',
        startTime: '14:00',
      }),
    ).toEqual([]);
  });

  it('refuses an absence that ends before it starts, and a day not in the calendar', () => {
    expect(messages(absenceSchema, { startDate: '2026-08-21', endDate: '2026-08-10' })).toEqual([
      MESSAGE_KEYS.viewingAbsenceOrder,
    ]);
    expect(
      messages(absenceSchema, {
        startDate: '2026-12-07',
        endDate: '2026-12-07',
        startTime: '14:00',
        endTime: '12:00',
      }),
    ).toEqual([MESSAGE_KEYS.viewingAbsenceOrder]);
    expect(messages(absenceSchema, { startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual([
      MESSAGE_KEYS.viewingDate,
    ]);
  });

  it('covers whole local days, in winter and summer time', () => {
    const winter = absenceInterval({ startDate: '2026-12-24', endDate: '2026-12-26' });
    expect(new Date(winter.start).toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(new Date(winter.end).toISOString()).toBe('2026-12-26T23:00:00.000Z');
    const afternoon = absenceInterval({
      startDate: '2026-07-06',
      endDate: '2026-07-06',
      startTime: '14:00',
    });
    expect(new Date(afternoon.start).toISOString()).toBe('2026-07-06T12:00:00.000Z');
    expect(new Date(afternoon.end).toISOString()).toBe('2026-07-06T22:00:00.000Z');
  });
});
