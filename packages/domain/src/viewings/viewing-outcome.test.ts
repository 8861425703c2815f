import { describe, expect, it } from 'vitest';
import {
  feedbackLinkExpiry,
  feedbackMailWindow,
  feedbackRefusal,
  matchStateAfterViewing,
  outcomeRefusal,
  reminderWindow,
  remindersCoveredByBooking,
} from './viewing-outcome.ts';

const now = new Date('2031-03-25T09:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('issue 33.2: when the reminders are due', () => {
  it('takes the starts 2 to 24 hours ahead for the day reminder, up to 2 hours for the other', () => {
    expect(reminderWindow('day', now)).toEqual({ from: hours(2), to: hours(24) });
    expect(reminderWindow('hours', now)).toEqual({ from: now, to: hours(2) });
  });

  it('lets a booking’s own mail stand for the reminders whose moment has come', () => {
    expect(remindersCoveredByBooking(hours(48), now)).toEqual({ day: false, hours: false });
    expect(remindersCoveredByBooking(hours(24), now)).toEqual({ day: true, hours: false });
    expect(remindersCoveredByBooking(hours(10), now)).toEqual({ day: true, hours: false });
    expect(remindersCoveredByBooking(hours(1), now)).toEqual({ day: true, hours: true });
  });
});

describe('issue 33.3: what staff record after a viewing', () => {
  it('takes an outcome for a booked viewing once its start has come, and corrections', () => {
    expect(outcomeRefusal({ status: 'confirmed', startsAt: now }, now)).toBeNull();
    expect(outcomeRefusal({ status: 'held', startsAt: hours(-3) }, now)).toBeNull();
    expect(outcomeRefusal({ status: 'no_show', startsAt: hours(-3) }, now)).toBeNull();
    expect(outcomeRefusal({ status: 'confirmed', startsAt: hours(1) }, now)).toEqual({
      kind: 'field',
      field: 'outcome',
      message: 'global.errors.viewingNotYetPast',
    });
  });

  it('refuses an outcome for a request or a viewing declined or cancelled', () => {
    for (const status of ['requested', 'declined', 'cancelled'] as const) {
      expect(outcomeRefusal({ status, startsAt: hours(-3) }, now)).toEqual({ kind: 'state' });
    }
  });

  it('takes a feedback for a viewing held only, the reason with “not interested” only', () => {
    expect(feedbackRefusal('held', { answer: 'offer' }, true)).toBeNull();
    expect(feedbackRefusal('no_show', { answer: 'offer' }, true)).toMatchObject({
      field: 'feedback',
      message: 'global.errors.viewingFeedbackNotHeld',
    });
    expect(feedbackRefusal('held', { answer: 'interested', reason: 'Nice' }, true)).toMatchObject({
      field: 'reason',
      message: 'global.errors.viewingFeedbackReasonOnly',
    });
  });

  it('asks staff for the reason of “not interested”, not the buyer’s one click', () => {
    expect(feedbackRefusal('held', { answer: 'not_interested' }, true)).toMatchObject({
      field: 'reason',
      message: 'global.errors.required',
    });
    expect(feedbackRefusal('held', { answer: 'not_interested', reason: '  ' }, true)).toMatchObject(
      { field: 'reason' },
    );
    expect(feedbackRefusal('held', { answer: 'not_interested' }, false)).toBeNull();
    expect(feedbackRefusal('held', { answer: 'not_interested', reason: 'Dark' }, true)).toBeNull();
  });

  it('moves the match by the feedback of a viewing held only', () => {
    expect(matchStateAfterViewing('held', 'not_interested')).toBe('not_interested');
    expect(matchStateAfterViewing('held', 'offer')).toBe('consulting');
    expect(matchStateAfterViewing('held', 'interested')).toBe('visit');
    expect(matchStateAfterViewing('held', null)).toBeNull();
    expect(matchStateAfterViewing('no_show', 'offer')).toBeNull();
    expect(matchStateAfterViewing('cancelled', null)).toBeNull();
  });
});

describe('issue 33.3: the “how was it?” mail', () => {
  it('asks 3 hours after the end, up to 14 days; its links act 30 days', () => {
    expect(feedbackMailWindow(now)).toEqual({ from: hours(-14 * 24), to: hours(-3) });
    expect(feedbackLinkExpiry(now)).toEqual(hours(30 * 24));
  });
});
