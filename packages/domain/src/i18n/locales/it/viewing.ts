/**
 * The `viewing` namespace in it: asking for a viewing on the property page and from a match, and
 * the pages the signed links of the viewing mails open (issue 33 points 1–2), loaded with the
 * dialog or those pages only. Italian is the reference.
 */
import { viewingFeedbackIt } from './viewing-feedback.ts';

export const viewingIt = {
  dialog: {
    title: 'Visita dell’immobile n. {{number}}',
    intro:
      'Scelga uno degli orari liberi o proponga fino a tre orari: l’agenzia Le conferma la visita via email.',
    close: 'Chiudi',
    mode: 'Come scegliere l’orario',
    modeSlots: 'Orari liberi',
    modePropose: 'Proporre orari',
    zone: 'Orari in ora locale dell’Alto Adige (Europe/Rome).',
    loading: 'Caricamento…',
  },
  slots: {
    legend: 'Orari liberi dei prossimi giorni',
    loading: 'Caricamento degli orari liberi…',
    failed: 'Non è stato possibile caricare gli orari liberi: può proporre Lei degli orari.',
    none: 'Nei prossimi giorni non ci sono orari liberi da prenotare online: proponga Lei degli orari e l’agenzia Le risponderà.',
    more: 'Mostra altri giorni',
    slot: '{{day}}, {{from}}–{{to}}',
    required: 'Scegliere uno degli orari liberi',
  },
  proposals: {
    legend: 'I Suoi orari (fino a tre)',
    hint: 'Ogni visita dura circa mezz’ora.',
    proposal: 'Orario {{number}}',
    date: 'Data',
    time: 'Ora',
    add: 'Aggiungere un orario',
    remove: 'Togliere l’orario {{number}}',
  },
  contact: {
    legend: 'I Suoi dati',
    name: 'Nome e cognome',
    email: 'Email',
    tel: 'Telefono',
    telOptional: 'Telefono (se il Suo account non ne ha uno)',
    message: 'Messaggio (facoltativo)',
    account: 'La richiesta parte con i dati del Suo account ({{email}}).',
    accountNoEmail: 'La richiesta parte con i dati del Suo account.',
  },
  submit: 'Chiedere la visita',
  withoutTime: 'Chiedere solo di essere contattati',
  failed: 'Non è stato possibile inviare la richiesta: riprovare più tardi.',
  success: {
    title: 'Richiesta inviata',
    text: 'Grazie! L’agenzia Le confermerà la visita via email.',
    times: 'Orari richiesti',
    close: 'Chiudi',
  },
  link: {
    title: 'La Sua visita',
    loading: 'Verifica del link…',
    listing: 'Immobile n. {{number}}: {{title}}',
    listingNoTitle: 'Immobile n. {{number}}',
    when: '{{day}}, ore {{time}}',
    notBooked: 'L’orario non è ancora confermato.',
    zone: 'Ora locale dell’Alto Adige (Europe/Rome).',
    cancel: {
      question: 'Vuole annullare questa visita?',
      explain: 'L’agenzia ne sarà informata e la visita sarà tolta dal Suo calendario.',
      confirm: 'Annullare la visita',
      done: 'La visita è stata annullata. Grazie di averci avvisato.',
    },
    reschedule: {
      question: 'Vuole chiedere un altro orario?',
      explain:
        'Proponga fino a tre orari, oppure non ne indichi nessuno: l’agenzia La contatterà. L’orario attuale non resta riservato.',
      message: 'Messaggio (facoltativo)',
      confirm: 'Chiedere un altro orario',
      done: 'Richiesta ricevuta: l’agenzia Le confermerà il nuovo orario via email.',
    },
    tampered:
      'Questo link non è valido: usi il link dell’ultima email sulla visita, oppure ci contatti.',
    expired: 'Questo link è scaduto: la visita è già iniziata o passata.',
    superseded: 'La visita è cambiata dopo questa email: usi i link dell’ultima email ricevuta.',
    closed: {
      cancelled: 'Questa visita è annullata: non c’è più niente da fare.',
      declined: 'Questa richiesta di visita non è stata accolta: non si può più cambiare.',
      held: 'Questa visita è già avvenuta.',
      no_show: 'Questa visita è già passata.',
    },
    unchanged: 'Non è stato cambiato nulla.',
    failed: 'Non è stato possibile verificare il link: riprovare più tardi.',
    retry: 'Riprovare',
    home: 'Alla pagina iniziale',
    contact: 'Contattarci',
  },
  feedback: viewingFeedbackIt,
};

/** The shape every language's `viewing` catalog has. */
export type ViewingCatalog = typeof viewingIt;
