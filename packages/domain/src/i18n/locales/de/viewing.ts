import type { ViewingCatalog } from '../it/viewing.ts';
import { viewingFeedbackDe } from './viewing-feedback.ts';

/** The `viewing` namespace in de: asking for a viewing and the viewing mails' links (keys as in Italian). */
export const viewingDe: ViewingCatalog = {
  dialog: {
    title: 'Besichtigung der Immobilie Nr. {{number}}',
    intro:
      'Wählen Sie einen freien Termin oder schlagen Sie bis zu drei Termine vor: Die Agentur bestätigt die Besichtigung per E-Mail.',
    close: 'Schließen',
    mode: 'Wie Sie den Termin wählen',
    modeSlots: 'Freie Termine',
    modePropose: 'Termine vorschlagen',
    zone: 'Uhrzeiten in Südtiroler Ortszeit (Europe/Rome).',
    loading: 'Wird geladen …',
  },
  slots: {
    legend: 'Freie Termine der nächsten Tage',
    loading: 'Freie Termine werden geladen …',
    failed:
      'Die freien Termine konnten nicht geladen werden: Sie können selbst Termine vorschlagen.',
    none: 'In den nächsten Tagen gibt es keine online buchbaren Termine: Schlagen Sie selbst Termine vor, die Agentur meldet sich bei Ihnen.',
    more: 'Weitere Tage zeigen',
    slot: '{{day}}, {{from}}–{{to}} Uhr',
    required: 'Wählen Sie einen der freien Termine',
  },
  proposals: {
    legend: 'Ihre Termine (bis zu drei)',
    hint: 'Eine Besichtigung dauert etwa eine halbe Stunde.',
    proposal: 'Termin {{number}}',
    date: 'Datum',
    time: 'Uhrzeit',
    add: 'Termin hinzufügen',
    remove: 'Termin {{number}} entfernen',
  },
  contact: {
    legend: 'Ihre Angaben',
    name: 'Vor- und Nachname',
    email: 'E-Mail',
    tel: 'Telefon',
    telOptional: 'Telefon (falls Ihr Konto keine Nummer hat)',
    message: 'Nachricht (optional)',
    account: 'Die Anfrage wird mit den Angaben Ihres Kontos gesendet ({{email}}).',
    accountNoEmail: 'Die Anfrage wird mit den Angaben Ihres Kontos gesendet.',
  },
  submit: 'Besichtigung anfragen',
  withoutTime: 'Nur um Rückruf bitten',
  failed: 'Die Anfrage konnte nicht gesendet werden: Bitte versuchen Sie es später erneut.',
  success: {
    title: 'Anfrage gesendet',
    text: 'Vielen Dank! Die Agentur bestätigt Ihnen die Besichtigung per E-Mail.',
    times: 'Angefragte Termine',
    close: 'Schließen',
  },
  link: {
    title: 'Ihre Besichtigung',
    loading: 'Der Link wird geprüft …',
    listing: 'Immobilie Nr. {{number}}: {{title}}',
    listingNoTitle: 'Immobilie Nr. {{number}}',
    when: '{{day}}, {{time}} Uhr',
    notBooked: 'Der Termin ist noch nicht bestätigt.',
    zone: 'Südtiroler Ortszeit (Europe/Rome).',
    cancel: {
      question: 'Möchten Sie diese Besichtigung absagen?',
      explain: 'Die Agentur wird informiert, und die Besichtigung verschwindet aus Ihrem Kalender.',
      confirm: 'Besichtigung absagen',
      done: 'Die Besichtigung ist abgesagt. Danke, dass Sie uns Bescheid gegeben haben.',
    },
    reschedule: {
      question: 'Möchten Sie einen anderen Termin?',
      explain:
        'Schlagen Sie bis zu drei Termine vor oder keinen: Dann meldet sich die Agentur bei Ihnen. Der bisherige Termin bleibt nicht reserviert.',
      message: 'Nachricht (optional)',
      confirm: 'Anderen Termin anfragen',
      done: 'Anfrage erhalten: Die Agentur bestätigt Ihnen den neuen Termin per E-Mail.',
    },
    tampered:
      'Dieser Link ist ungültig: Verwenden Sie den Link der letzten E-Mail zur Besichtigung oder kontaktieren Sie uns.',
    expired: 'Dieser Link ist abgelaufen: Die Besichtigung hat schon begonnen oder ist vorbei.',
    superseded:
      'Die Besichtigung hat sich nach dieser E-Mail geändert: Verwenden Sie die Links der zuletzt erhaltenen E-Mail.',
    closed: {
      cancelled: 'Diese Besichtigung ist abgesagt: Es ist nichts mehr zu tun.',
      declined: 'Diese Anfrage wurde nicht angenommen und kann nicht mehr geändert werden.',
      held: 'Diese Besichtigung hat bereits stattgefunden.',
      no_show: 'Diese Besichtigung ist bereits vorbei.',
    },
    unchanged: 'Es wurde nichts geändert.',
    failed: 'Der Link konnte nicht geprüft werden: Bitte versuchen Sie es später erneut.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
    contact: 'Kontakt',
  },
  feedback: viewingFeedbackDe,
};
