/**
 * The `viewing` namespace's `feedback` texts in Italian (issue 33 point 3): the page the links
 * of the "how was it?" mail open, which asks before it records the buyer's answer. The
 * reference for the other languages.
 */
export const viewingFeedbackIt = {
  title: 'Com’è andata la visita?',
  intro: 'Ci dica che cosa ne pensa: l’agenzia ne tiene conto e, se vuole, La ricontatta.',
  legend: 'La Sua risposta',
  answers: {
    interested: 'Mi interessa',
    offer: 'Vorrei fare un’offerta',
    not_interested: 'Non mi interessa',
  },
  reason: 'Che cosa non La convince? (facoltativo)',
  reasonHint: 'Per esempio il prezzo, la zona o lo stato dell’immobile.',
  choose: 'Scelga una risposta',
  send: 'Invii la risposta',
  given: 'La Sua risposta finora: {{answer}}. Può cambiarla qui sotto.',
  done: 'Grazie! Abbiamo registrato la Sua risposta: {{answer}}.',
  doneOffer:
    'Grazie! Abbiamo registrato che vorrebbe fare un’offerta: l’agente La contatterà presto.',
  expired:
    'Questo link è scaduto: le risposte si raccolgono fino a 30 giorni dopo la visita. Ci scriva o ci chiami.',
  notHeld: 'Per questa visita non c’è nulla da rispondere: non risulta avvenuta.',
};

/** The keys every language carries. */
export type ViewingFeedbackTexts = typeof viewingFeedbackIt;
