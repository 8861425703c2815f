import type { ViewingFollowupMail } from '../it/viewing-followup-mail.ts';

/** The `mail` namespace's `viewingFollowup` texts in English (keys as in Italian). */
export const viewingFollowupMailEn: ViewingFollowupMail = {
  reminderSubject: 'Reminder: viewing of {{title}}, {{when}}',
  reminderDay: 'a reminder of your viewing of property no. {{number}}:',
  reminderHours: 'your viewing of property no. {{number}} is coming up shortly:',
  agentSubject: 'Reminder: viewing of property no. {{number}}, {{when}}',
  agentIntro: 'a reminder of the viewing of property no. {{number}} with {{buyer}}:',
  openCalendar: 'Open the calendar of viewings',
  feedbackSubject: 'How was the viewing? Property no. {{number}}',
  feedbackIntro:
    'thank you for viewing property no. {{number}} ({{title}}) on {{time}}. How was it? One click is enough.',
  interestedText: 'Do you like the property?',
  interestedLink: 'I am interested',
  offerText: 'Would you like to make an offer?',
  offerLink: 'I would like to make an offer',
  notInterestedText: 'Not for you?',
  notInterestedLink: 'Not interested',
  feedbackClosing:
    'The page that opens asks once more before it records your answer; if the property is not for you, you can also tell us why. The links work for 30 days.',
};
