import type { AccountCatalog } from '../it/account.ts';

/** The `account` namespace in de: login, confirmation, logout and account area (keys as in Italian). */
export const accountDe: AccountCatalog = {
  login: {
    title: 'Anmelden',
    intro:
      'Geben Sie Ihre E-Mail-Adresse ein: Wir senden Ihnen einen Link zum Anmelden, ganz ohne Passwort.',
    email: 'E-Mail',
    emailPlaceholder: 'name@beispiel.de',
    captchaLabel: 'Spamschutz',
    captchaHint: 'Die Prüfung erledigt sich in wenigen Sekunden von selbst.',
    submit: 'Anmeldelink senden',
    rateLimited: 'Zu viele Anfragen: Bitte versuchen Sie es in einer Stunde erneut.',
  },
  confirm: {
    title: 'Confirmation Email sent!',
    text: 'Wir haben Ihnen eine E-Mail mit einem Anmeldelink gesendet. Der Link gilt 10 Minuten und nur einmal.',
    again: 'Keine E-Mail erhalten? Neuen Link anfordern',
  },
  logout: {
    pending: 'Sie werden abgemeldet…',
  },
  session: {
    pending: 'Anmeldung läuft…',
    failed: 'Der Anmeldelink ist ungültig oder abgelaufen.',
    failedHint: 'Jeder Link gilt 10 Minuten und nur einmal.',
    loginAgain: 'Neuen Link anfordern',
  },
};
