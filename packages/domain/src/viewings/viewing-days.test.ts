import { describe, expect, it } from 'vitest';
import {
  agencyTimeOfDay,
  formatViewingDay,
  formatViewingTime,
  groupSlotsByDay,
} from './viewing-days.ts';

const slot = (start: string, minutes = 30) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

describe('the free slots by the agency’s day (issue 33 point 1)', () => {
  it('groups slots by the day in Rome, not in UTC: 23:30 UTC in winter is the next day', () => {
    const days = groupSlotsByDay([
      slot('2026-12-10T23:30:00.000Z'),
      slot('2026-12-10T08:00:00.000Z'),
      slot('2026-12-10T08:30:00.000Z'),
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-12-10', '2026-12-11']);
    expect(days[0]!.slots.map((s) => `${s.from}–${s.to}`)).toEqual(['09:00–09:30', '09:30–10:00']);
    expect(days[1]!.slots.map((s) => s.from)).toEqual(['00:30']);
  });

  it('writes summer times with the summer offset (07:00 UTC in July is 09:00)', () => {
    expect(agencyTimeOfDay('2026-07-06T07:00:00Z')).toBe('09:00');
    expect(agencyTimeOfDay('2026-12-07T08:00:00Z')).toBe('09:00');
  });

  it('keeps both slots of the repeated hour on the last Sunday of October, in their order', () => {
    // 25 October 2026: 02:00 summer time is 00:00 UTC, 02:00 winter time 01:00 UTC.
    const days = groupSlotsByDay([slot('2026-10-25T01:00:00Z'), slot('2026-10-25T00:00:00Z')]);
    expect(days).toHaveLength(1);
    expect(days[0]!.slots.map((s) => [s.start, s.from])).toEqual([
      ['2026-10-25T00:00:00Z', '02:00'],
      ['2026-10-25T01:00:00Z', '02:00'],
    ]);
  });

  it('writes the day out with its weekday in it, de and en', () => {
    expect(formatViewingDay('2026-12-10', 'it')).toBe('giovedì 10 dicembre 2026');
    expect(formatViewingDay('2026-12-10', 'de')).toBe('Donnerstag, 10. Dezember 2026');
    expect(formatViewingDay('2026-12-10', 'en')).toBe('Thursday, 10 December 2026');
  });

  it('writes a viewing’s instant as the agency’s day and time', () => {
    expect(formatViewingTime('2026-12-10T23:30:00Z', 'de')).toEqual({
      day: 'Freitag, 11. Dezember 2026',
      time: '00:30',
    });
  });
});
