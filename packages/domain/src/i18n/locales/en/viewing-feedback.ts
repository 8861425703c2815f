import type { ViewingFeedbackTexts } from '../it/viewing-feedback.ts';

/** The `viewing` namespace's `feedback` texts in English (keys as in Italian). */
export const viewingFeedbackEn: ViewingFeedbackTexts = {
  title: 'How was the viewing?',
  intro:
    'Tell us what you think: the agency takes it into account and gets back to you if you wish.',
  legend: 'Your answer',
  answers: {
    interested: 'I am interested',
    offer: 'I would like to make an offer',
    not_interested: 'Not interested',
  },
  reason: 'What does not convince you? (optional)',
  reasonHint: 'For example the price, the area or the condition of the property.',
  choose: 'Please choose an answer',
  send: 'Send my answer',
  given: 'Your answer so far: {{answer}}. You can change it below.',
  done: 'Thank you! We have recorded your answer: {{answer}}.',
  doneOffer:
    'Thank you! We have recorded that you would like to make an offer: the agent will contact you soon.',
  expired:
    'This link has expired: answers are taken until 30 days after the viewing. Please write or call us.',
  notHeld: 'There is nothing to answer for this viewing: it did not take place.',
};
