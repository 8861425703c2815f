import type { AdminViewingOutcomeTexts } from '../it/admin-viewing-outcome.ts';

/** The form of what happened at a viewing in de (keys as in Italian). */
export const adminViewingOutcomeDe: AdminViewingOutcomeTexts = {
  legend: 'Was ist geschehen?',
  outcomes: {
    held: 'Stattgefunden',
    no_show: 'Der Interessent ist nicht gekommen',
    cancelled: 'Kurzfristig abgesagt',
  },
  cancelledHint: 'Eine abgesagte Besichtigung lässt sich nicht mehr ändern.',
  feedbackLegend: 'Rückmeldung des Interessenten',
  feedbackNone: 'Noch nicht bekannt',
  answers: {
    interested: 'Interessiert',
    offer: 'Möchte ein Angebot machen',
    not_interested: 'Kein Interesse',
  },
  reason: 'Grund',
  reasonHint: 'Warum die Immobilie nicht passt',
  given: 'Rückmeldung: {{answer}}',
  givenReason: 'Grund: {{reason}}',
  asked:
    'Einige Stunden nach einer stattgefundenen Besichtigung fragt eine E-Mail den Interessenten, wie es war.',
  submit: 'Erfassen',
  done: 'Ergebnis erfasst',
};
