import { describe, expect, it } from 'vitest';
import { freeSlots } from './viewing-slots.ts';
import { NO_VIEWING_HOURS, type ViewingHours } from './viewing-hours.ts';

const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());
const at = (text: string) => new Date(text);

/** Monday 09:00–12:00 and 14:00–18:00, and Sunday through the night (to cross 02:00–03:00). */
const hours: ViewingHours = {
  ...NO_VIEWING_HOURS,
  mon: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
  sun: [{ start: '01:00', end: '04:00' }],
};

const base = { hours, absences: [], busy: [], now: at('2026-01-01T00:00:00Z') };

describe('free viewing slots of an agent (issue 33 point 1)', () => {
  it('offers 30-minute slots within each range of the day, answered in UTC', () => {
    // Monday 7 December 2026, winter: 09:00 in Rome is 08:00 UTC.
    const slots = freeSlots({
      ...base,
      from: at('2026-12-06T23:00:00Z'),
      to: at('2026-12-07T23:00:00Z'),
    });
    expect(slots).toHaveLength(6 + 8);
    expect(slots[0]!.start.toISOString()).toBe('2026-12-07T08:00:00.000Z');
    expect(slots[0]!.end.toISOString()).toBe('2026-12-07T08:30:00.000Z');
    expect(slots[5]!.start.toISOString()).toBe('2026-12-07T10:30:00.000Z');
    expect(slots[6]!.start.toISOString()).toBe('2026-12-07T13:00:00.000Z');
    expect(slots.at(-1)!.end.toISOString()).toBe('2026-12-07T17:00:00.000Z');
  });

  it('takes another slot length', () => {
    const slots = freeSlots({
      ...base,
      slotMinutes: 60,
      from: at('2026-12-07T00:00:00Z'),
      to: at('2026-12-07T12:00:00Z'),
    });
    expect(iso(slots)).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T09:00:00.000Z',
      '2026-12-07T10:00:00.000Z',
    ]);
  });

  it('keeps the local hours in summer time (09:00 is 07:00 UTC)', () => {
    const slots = freeSlots({
      ...base,
      from: at('2026-07-06T00:00:00Z'),
      to: at('2026-07-07T00:00:00Z'),
    });
    expect(slots[0]!.start.toISOString()).toBe('2026-07-06T07:00:00.000Z');
  });

  it('offers no slot in the hour that does not exist on the last Sunday of March', () => {
    // 29 March 2026: 01:00 is UTC+1, at 02:00 the clocks jump to 03:00 (UTC+2).
    const slots = freeSlots({
      ...base,
      from: at('2026-03-28T12:00:00Z'),
      to: at('2026-03-29T12:00:00Z'),
    });
    expect(iso(slots)).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
    ]);
  });

  it('offers the repeated hour twice on the last Sunday of October', () => {
    // 25 October 2026: at 03:00 summer time the clocks go back to 02:00.
    const slots = freeSlots({
      ...base,
      from: at('2026-10-24T12:00:00Z'),
      to: at('2026-10-25T12:00:00Z'),
    });
    expect(iso(slots)).toEqual([
      '2026-10-24T23:00:00.000Z', // 01:00 CEST
      '2026-10-24T23:30:00.000Z', // 01:30 CEST
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T00:30:00.000Z', // 02:30 CEST
      '2026-10-25T01:00:00.000Z', // 02:00 CET
      '2026-10-25T01:30:00.000Z', // 02:30 CET
      '2026-10-25T02:00:00.000Z', // 03:00 CET
      '2026-10-25T02:30:00.000Z', // 03:30 CET
    ]);
  });

  it('leaves out an absence: a whole day and an afternoon', () => {
    const from = at('2026-12-06T23:00:00Z');
    const to = at('2026-12-14T23:00:00Z');
    const whole = freeSlots({
      ...base,
      from,
      to,
      absences: [{ startDate: '2026-12-07', endDate: '2026-12-07' }],
    });
    // Monday the 7th is gone; the night of Sunday the 13th and Monday the 14th stay.
    expect(iso(whole).some((start) => start.startsWith('2026-12-07'))).toBe(false);
    expect(iso(whole).filter((start) => start.startsWith('2026-12-14'))).toHaveLength(14);
    expect(whole).toHaveLength(6 + 14);
    const afternoon = freeSlots({
      ...base,
      from,
      to: at('2026-12-07T23:00:00Z'),
      absences: [{ startDate: '2026-12-07', endDate: '2026-12-07', startTime: '14:00' }],
    });
    expect(afternoon).toHaveLength(6);
    expect(afternoon.at(-1)!.end.toISOString()).toBe('2026-12-07T11:00:00.000Z');
  });

  it('leaves out the slots an existing viewing overlaps, and only those', () => {
    const slots = freeSlots({
      ...base,
      from: at('2026-12-07T00:00:00Z'),
      to: at('2026-12-07T12:00:00Z'),
      // 09:45–10:15 Rome touches the 09:30 and the 10:00 slot.
      busy: [
        { start: Date.parse('2026-12-07T08:45:00Z'), end: Date.parse('2026-12-07T09:15:00Z') },
      ],
    });
    expect(iso(slots)).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T09:30:00.000Z',
      '2026-12-07T10:00:00.000Z',
      '2026-12-07T10:30:00.000Z',
    ]);
  });

  it('starts no sooner than the notice after now', () => {
    const slots = freeSlots({
      ...base,
      now: at('2026-12-07T07:40:00Z'), // 08:40 in Rome: with 2 h notice, 10:40 at the earliest
      from: at('2026-12-07T00:00:00Z'),
      to: at('2026-12-07T12:00:00Z'),
    });
    expect(iso(slots)).toEqual(['2026-12-07T10:00:00.000Z', '2026-12-07T10:30:00.000Z']);
    expect(
      freeSlots({
        ...base,
        noticeMinutes: 0,
        now: at('2026-12-07T07:40:00Z'),
        from: at('2026-12-07T00:00:00Z'),
        to: at('2026-12-07T12:00:00Z'),
      }),
    ).toHaveLength(6);
  });

  it('offers nothing on a day without hours', () => {
    expect(
      freeSlots({ ...base, from: at('2026-12-08T00:00:00Z'), to: at('2026-12-09T00:00:00Z') }),
    ).toEqual([]);
  });
});
