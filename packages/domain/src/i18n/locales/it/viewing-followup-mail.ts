/**
 * The `mail` namespace's `viewingFollowup` texts in Italian (issue 33 points 2–3): the
 * reminders before a viewing, to the buyer and the agent, and the buyer's "how was it?" after
 * it. The reference for the other languages.
 */
export const viewingFollowupMailIt = {
  reminderSubject: 'Promemoria: visita di {{title}}, {{when}}',
  reminderDay: 'Le ricordiamo la Sua visita dell’immobile n. {{number}}:',
  reminderHours: 'tra poco ha luogo la Sua visita dell’immobile n. {{number}}:',
  agentSubject: 'Promemoria: visita dell’immobile n. {{number}}, {{when}}',
  agentIntro: 'Le ricordiamo la visita dell’immobile n. {{number}} con {{buyer}}:',
  openCalendar: 'Apri il calendario delle visite',
  feedbackSubject: 'Com’è andata la visita? Immobile n. {{number}}',
  feedbackIntro:
    'grazie per aver visitato l’immobile n. {{number}} ({{title}}) il {{time}}. Com’è andata? Basta un clic.',
  interestedText: 'L’immobile Le piace?',
  interestedLink: 'Mi interessa',
  offerText: 'Vuole fare un’offerta?',
  offerLink: 'Vorrei fare un’offerta',
  notInterestedText: 'Non fa per Lei?',
  notInterestedLink: 'Non mi interessa',
  feedbackClosing:
    'La pagina che si apre chiede ancora una conferma; se l’immobile non fa per Lei, può dirci anche il motivo. I link valgono 30 giorni.',
};

/** The keys every language carries. */
export type ViewingFollowupMail = typeof viewingFollowupMailIt;
