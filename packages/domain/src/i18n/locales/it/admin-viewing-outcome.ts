/**
 * The form of what happened at a viewing in the admin application, in it (reference; issue 33
 * point 3), part of the `admin` namespace under `viewings.outcome`.
 */
export const adminViewingOutcomeIt = {
  legend: 'Che cosa è successo?',
  outcomes: {
    held: 'Svolta',
    no_show: 'L’interessato non si è presentato',
    cancelled: 'Annullata all’ultimo momento',
  },
  cancelledHint: 'Una visita annullata non si può più cambiare.',
  feedbackLegend: 'Riscontro dell’interessato',
  feedbackNone: 'Non ancora noto',
  answers: {
    interested: 'Interessato',
    offer: 'Vuole fare un’offerta',
    not_interested: 'Non interessato',
  },
  reason: 'Motivo',
  reasonHint: 'Perché l’immobile non fa per l’interessato',
  given: 'Riscontro: {{answer}}',
  givenReason: 'Motivo: {{reason}}',
  asked: 'Alcune ore dopo una visita svolta l’interessato riceve un’email per dire com’è andata.',
  submit: 'Registrare',
  done: 'Esito registrato',
};

/** The keys every language carries. */
export type AdminViewingOutcomeTexts = typeof adminViewingOutcomeIt;
