import { describe, expect, it } from 'vitest';
import { handledAtFor } from './inbox.ts';

describe('handledAtFor (issue 16 point 3, decision 032)', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const before = new Date('2026-11-20T10:00:00Z');
  it('is the time of the change when an entry becomes done', () => {
    expect(handledAtFor('done', null, now)).toEqual(now);
  });
  it('keeps the first time while the entry stays done', () => {
    expect(handledAtFor('done', before, now)).toEqual(before);
  });
  it('is none while an entry is new or in progress', () => {
    expect(handledAtFor('new', before, now)).toBeNull();
    expect(handledAtFor('in_progress', null, now)).toBeNull();
  });
});
