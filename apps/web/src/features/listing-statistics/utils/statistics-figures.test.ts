import { LISTING_STAT_KINDS } from '@domus/domain/listing/listing-statistics';
import { describe, expect, it } from 'vitest';
import { listingStatisticsFixture } from '../../../shared/test/fixtures';
import { periodDays, shortDay, sumDays, weeksOf } from './statistics-figures';

const kinds = LISTING_STAT_KINDS;
// 90 days from Thursday 1 January 2026 to Tuesday 31 March 2026.
const statistics = listingStatisticsFixture('l1', '2026-03-31', {
  '2026-01-10': { view: 7, viewingHeld: 4 },
  '2026-03-10': { view: 3, contactRequest: 1, viewingRequest: 2 },
  '2026-03-12': { viewingHeld: 1 },
  '2026-03-30': { view: 2, exposeDownload: 1, viewingRequest: 3, match: 1 },
  '2026-03-31': { visitRequest: 1, viewingHeld: 2 },
});

describe('issue 33.4: the figures of the statistics panel', () => {
  it('takes the last 30 days, today last, and sums each kind over them', () => {
    const days = periodDays(statistics.days, 30);
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-03-02');
    expect(days.at(-1)!.day).toBe('2026-03-31');
    expect(sumDays(days, kinds)).toEqual({
      view: 5,
      exposeDownload: 1,
      contactRequest: 1,
      visitRequest: 1,
      viewingRequest: 5,
      viewingHeld: 3,
      match: 1,
    });
    // 90 days are the whole answer, whose totals the API summed alike.
    expect(sumDays(periodDays(statistics.days, 90), kinds)).toEqual(statistics.totals);
  });

  it('groups the days in weeks from Monday to Sunday, the first and last week cut to the period', () => {
    const weeks = weeksOf(statistics.days, kinds);
    // 1–4 January (Thursday to Sunday), twelve whole weeks, 30–31 March.
    expect(weeks).toHaveLength(14);
    expect(weeks[0]).toMatchObject({ from: '2026-01-01', to: '2026-01-04' });
    expect(weeks[1]).toMatchObject({ from: '2026-01-05', to: '2026-01-11' });
    expect(weeks[1]!.sums).toMatchObject({ view: 7, viewingHeld: 4 });
    expect(weeks.at(-1)).toMatchObject({ from: '2026-03-30', to: '2026-03-31' });
    expect(weeks.at(-1)!.sums).toEqual({
      view: 2,
      exposeDownload: 1,
      contactRequest: 0,
      visitRequest: 1,
      viewingRequest: 3,
      viewingHeld: 2,
      match: 1,
    });
    // 9–15 March: the viewings asked for on the 10th and the one held on the 12th.
    expect(weeks[10]).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    expect(weeks[10]!.sums).toMatchObject({ viewingRequest: 2, viewingHeld: 1 });
    // Every day is in one week: the weeks add up to the totals, kind by kind.
    for (const kind of kinds) {
      expect(weeks.reduce((sum, week) => sum + week.sums[kind], 0)).toBe(statistics.totals[kind]);
    }
  });

  it('writes a day of the axis without its year, in the reader’s order', () => {
    expect(shortDay('2026-03-09', 'it')).toBe('09/03');
    expect(shortDay('2026-03-09', 'en')).toBe('09/03');
    expect(shortDay('2026-03-09', 'de')).toBe('09.03.');
  });
});
