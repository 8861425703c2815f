import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './alert-frequency.ts';

// Decision 074: daily at 08:00 Europe/Rome, weekly on Mondays at 08:00, instant never gathered.
describe('the gathered alert mails’ times (decision 074)', () => {
  it('daily: the next 08:00 in Rome, later that day before 08:00, else the next day', () => {
    // 2026-12-04 is a Friday; CET is UTC+1.
    expect(nextDigestAt('daily', new Date('2026-12-04T06:59:00Z'))?.toISOString()).toBe(
      '2026-12-04T07:00:00.000Z',
    );
    expect(nextDigestAt('daily', new Date('2026-12-04T07:00:00Z'))?.toISOString()).toBe(
      '2026-12-05T07:00:00.000Z',
    );
  });

  it('weekly: the next Monday 08:00, also across the change to summer time', () => {
    expect(nextDigestAt('weekly', new Date('2026-12-04T10:00:00Z'))?.toISOString()).toBe(
      '2026-12-07T07:00:00.000Z',
    );
    // Monday 2027-03-29 is after the change to CEST (UTC+2) on 2027-03-28.
    expect(nextDigestAt('weekly', new Date('2027-03-27T10:00:00Z'))?.toISOString()).toBe(
      '2027-03-29T06:00:00.000Z',
    );
    // A Monday after 08:00: the Monday after.
    expect(nextDigestAt('weekly', new Date('2026-12-07T08:00:00Z'))?.toISOString()).toBe(
      '2026-12-14T07:00:00.000Z',
    );
  });

  it('instant: none', () => {
    expect(nextDigestAt('instant', new Date())).toBeNull();
  });
});
