import type { ViewingFollowupMail } from '../it/viewing-followup-mail.ts';

/** The `mail` namespace's `viewingFollowup` texts in German (keys as in Italian). */
export const viewingFollowupMailDe: ViewingFollowupMail = {
  reminderSubject: 'Erinnerung: Besichtigung {{title}}, {{when}}',
  reminderDay: 'wir erinnern Sie an Ihre Besichtigung der Immobilie Nr. {{number}}:',
  reminderHours: 'in Kürze findet Ihre Besichtigung der Immobilie Nr. {{number}} statt:',
  agentSubject: 'Erinnerung: Besichtigung der Immobilie Nr. {{number}}, {{when}}',
  agentIntro: 'zur Erinnerung: die Besichtigung der Immobilie Nr. {{number}} mit {{buyer}}:',
  openCalendar: 'Kalender der Besichtigungen öffnen',
  feedbackSubject: 'Wie war die Besichtigung? Immobilie Nr. {{number}}',
  feedbackIntro:
    'danke, dass Sie die Immobilie Nr. {{number}} ({{title}}) am {{time}} besichtigt haben. Wie war es? Ein Klick genügt.',
  interestedText: 'Gefällt Ihnen die Immobilie?',
  interestedLink: 'Ich bin interessiert',
  offerText: 'Möchten Sie ein Angebot machen?',
  offerLink: 'Ich möchte ein Angebot machen',
  notInterestedText: 'Nicht das Richtige?',
  notInterestedLink: 'Kein Interesse',
  feedbackClosing:
    'Die Seite, die sich öffnet, fragt noch einmal nach; passt die Immobilie nicht, können Sie uns auch den Grund nennen. Die Links gelten 30 Tage.',
};
