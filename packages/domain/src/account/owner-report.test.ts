import { describe, expect, it } from 'vitest';
import { changeOf, dueReportWeek, lastEndedWeek, mondayOf, reportDueAt } from './owner-report.ts';

describe('the weekly report’s week (issue 33 point 5, decision 070)', () => {
  it('covers the last ended Monday-to-Sunday week of the agency and the week before', () => {
    // Wednesday 2 December 2026.
    expect(lastEndedWeek(new Date('2026-12-02T10:00:00Z'))).toEqual({
      week: '2026-11-23',
      from: '2026-11-23',
      to: '2026-11-29',
      previousFrom: '2026-11-16',
      previousTo: '2026-11-22',
    });
    // Sunday 23:30 UTC is already Monday in Rome: the week just ended is the one reported.
    expect(lastEndedWeek(new Date('2026-11-29T23:30:00Z')).week).toBe('2026-11-23');
    expect(lastEndedWeek(new Date('2026-11-29T22:30:00Z')).week).toBe('2026-11-16');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('is due on the Monday after, from 08:00 in South Tyrol, summer and winter', () => {
    const winter = lastEndedWeek(new Date('2026-12-02T10:00:00Z'));
    expect(reportDueAt(winter).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    // Before that, nothing is due: an older week's report, missed, is not sent late.
    expect(dueReportWeek(new Date('2026-11-30T06:59:59Z'))).toBeNull();
    expect(dueReportWeek(new Date('2026-11-30T07:00:00Z'))?.week).toBe('2026-11-23');
    // The week of the spring clock change (Sunday 28 March 2027): due Monday 29 at 06:00 UTC.
    const spring = lastEndedWeek(new Date('2027-03-31T10:00:00Z'));
    expect(spring.week).toBe('2027-03-22');
    expect(reportDueAt(spring).toISOString()).toBe('2027-03-29T06:00:00.000Z');
  });

  it('says how a figure moved from the week before', () => {
    expect(changeOf({ week: 12, previous: 5 })).toEqual({ direction: 'up', by: 7 });
    expect(changeOf({ week: 2, previous: 5 })).toEqual({ direction: 'down', by: 3 });
    expect(changeOf({ week: 0, previous: 0 })).toEqual({ direction: 'same', by: 0 });
  });
});
