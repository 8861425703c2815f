import type { ViewingFeedbackTexts } from '../it/viewing-feedback.ts';

/** The `viewing` namespace's `feedback` texts in German (keys as in Italian). */
export const viewingFeedbackDe: ViewingFeedbackTexts = {
  title: 'Wie war die Besichtigung?',
  intro:
    'Sagen Sie uns, was Sie denken: Die Agentur berücksichtigt es und meldet sich, wenn Sie möchten.',
  legend: 'Ihre Antwort',
  answers: {
    interested: 'Ich bin interessiert',
    offer: 'Ich möchte ein Angebot machen',
    not_interested: 'Kein Interesse',
  },
  reason: 'Was überzeugt Sie nicht? (freiwillig)',
  reasonHint: 'Zum Beispiel der Preis, die Lage oder der Zustand der Immobilie.',
  choose: 'Bitte wählen Sie eine Antwort',
  send: 'Antwort senden',
  given: 'Ihre bisherige Antwort: {{answer}}. Sie können sie hier ändern.',
  done: 'Danke! Wir haben Ihre Antwort erfasst: {{answer}}.',
  doneOffer:
    'Danke! Wir haben erfasst, dass Sie ein Angebot machen möchten: Ihr Ansprechpartner meldet sich bald bei Ihnen.',
  expired:
    'Dieser Link ist abgelaufen: Antworten nehmen wir bis 30 Tage nach der Besichtigung entgegen. Schreiben Sie uns oder rufen Sie uns an.',
  notHeld: 'Zu dieser Besichtigung gibt es nichts zu beantworten: Sie hat nicht stattgefunden.',
};
