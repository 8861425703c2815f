/**
 * The `account` namespace in it: the texts of the login, confirmation and logout pages and of the
 * account area (buyer-side.md §2), kept apart from `common` so that only those pages load them.
 * Italian is the reference.
 */
export const accountIt = {
  login: {
    title: 'Accedi',
    intro:
      'Inserisca il Suo indirizzo email: Le invieremo un link per accedere, senza bisogno di password.',
    email: 'Email',
    emailPlaceholder: 'nome@esempio.it',
    captchaLabel: 'Verifica anti-spam',
    captchaHint: 'La verifica si completa da sola in pochi secondi.',
    submit: 'Invia il link di accesso',
    rateLimited: 'Troppe richieste: riprovi tra un’ora.',
  },
  confirm: {
    title: 'Confirmation Email sent!',
    text: 'Le abbiamo inviato un’email con un link per accedere. Il link vale 10 minuti e si può usare una sola volta.',
    again: 'Non ha ricevuto l’email? Richieda un nuovo link',
  },
  logout: {
    pending: 'Disconnessione in corso…',
  },
  session: {
    pending: 'Accesso in corso…',
    failed: 'Il link di accesso non è valido o è scaduto.',
    failedHint: 'Ogni link vale 10 minuti e si può usare una sola volta.',
    loginAgain: 'Richieda un nuovo link',
  },
};

/** The shape of the `account` namespace (the other languages carry exactly these keys). */
export type AccountCatalog = typeof accountIt;
