import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './portal-schedule.ts';

// Issue 32 point 3: transfers are scheduled every N minutes, hourly or nightly.
describe('the next transfer of a schedule (issue 32 point 3)', () => {
  it('is the next multiple of the minutes, never the moment itself', () => {
    expect(nextRunAfter('every:15', new Date('2026-12-02T10:07:00Z')).toISOString()).toBe(
      '2026-12-02T10:15:00.000Z',
    );
    expect(nextRunAfter('every:15', new Date('2026-12-02T10:15:00Z')).toISOString()).toBe(
      '2026-12-02T10:30:00.000Z',
    );
  });

  it('is the next full hour for hourly', () => {
    expect(nextRunAfter('hourly', new Date('2026-12-02T10:59:59Z')).toISOString()).toBe(
      '2026-12-02T11:00:00.000Z',
    );
  });

  it('is 02:00 in South Tyrol for nightly, in winter and in summer time', () => {
    // Winter: Rome is UTC+1, so 02:00 there is 01:00 UTC.
    expect(nextRunAfter('nightly', new Date('2026-12-02T10:00:00Z')).toISOString()).toBe(
      '2026-12-03T01:00:00.000Z',
    );
    // Summer: UTC+2, so 00:00 UTC.
    expect(nextRunAfter('nightly', new Date('2026-07-01T10:00:00Z')).toISOString()).toBe(
      '2026-07-02T00:00:00.000Z',
    );
  });
});
