import type { AdminViewingOutcomeTexts } from '../it/admin-viewing-outcome.ts';

/** The form of what happened at a viewing in en (keys as in Italian). */
export const adminViewingOutcomeEn: AdminViewingOutcomeTexts = {
  legend: 'What happened?',
  outcomes: {
    held: 'Took place',
    no_show: 'The buyer did not come',
    cancelled: 'Cancelled at the last minute',
  },
  cancelledHint: 'A cancelled viewing cannot be changed any more.',
  feedbackLegend: 'The buyer’s feedback',
  feedbackNone: 'Not known yet',
  answers: {
    interested: 'Interested',
    offer: 'Wants to make an offer',
    not_interested: 'Not interested',
  },
  reason: 'Reason',
  reasonHint: 'Why the property is not for the buyer',
  given: 'Feedback: {{answer}}',
  givenReason: 'Reason: {{reason}}',
  asked: 'A few hours after a viewing that took place, the buyer gets an e-mail asking how it was.',
  submit: 'Record',
  done: 'Outcome recorded',
};
