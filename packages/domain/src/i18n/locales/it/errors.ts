/**
 * The `errors` namespace in it: API error messages (`api.<code>`), validation messages
 * (`validation.*`, used for the `fields` of a validation error) and the form messages the
 * specifications quote (`global.errors.*`, verbatim). Italian is the reference for de and en.
 */
/** The message of an unexpected failure, which the web app also writes by itself. */
export const internalErrorIt = 'Errore: riprovare più tardi';

/** The API's error messages, which the server writes into its answers in the caller's language. */
const apiIt = {
  validation_error: 'Alcuni dati non sono validi.',
  malformed_json: 'Il corpo della richiesta non è un JSON valido.',
  bad_request: 'Richiesta non valida.',
  not_found: 'La risorsa richiesta non esiste.',
  unauthorized: 'Per continuare è necessario accedere.',
  forbidden: 'Non dispone dei permessi per questa operazione.',
  address_unverified:
    'Prima confermi il Suo indirizzo email con il link che Le abbiamo inviato: poi potrà procedere.',
  awaiting_confirmation:
    'L’annuncio è in attesa di conferma da parte dell’agenzia e non può essere modificato fino ad allora.',
  last_super_admin:
    'È l’ultimo super amministratore: non può togliersi questo ruolo. Prima conferisca il ruolo di super amministratore a un’altra persona.',
  staff_account:
    'Un account del personale non può essere cancellato: prima vanno tolti i suoi ruoli di agente o amministratore.',
  confirmation_invalid: 'Questo link di conferma non è valido o è già stato usato.',
  confirmation_expired:
    'Questo link di conferma è scaduto. Salvi di nuovo il profilo con l’indirizzo per riceverne uno nuovo.',
  confirmation_foreign:
    'Questo link conferma un indirizzo di un altro account. Esca e lo apra di nuovo.',
  merge_verified_accounts:
    'Entrambi i clienti hanno un proprio account verificato: unendoli, gli immobili o le ricerche di una persona passano a un’altra. Confermi espressamente l’unione per procedere.',
  payload_too_large: 'I dati inviati sono troppo grandi.',
  unsupported_media_type: 'Formato dei dati non supportato.',
  rate_limited: 'Troppe richieste: riprovare tra poco.',
  /** A limit that knows its wait: the message goes on with `global.errors.retryIn`. */
  too_many_requests: 'Troppe richieste.',
  captcha_invalid: 'Verifica anti-spam non riuscita: riprovare.',
  viewing_conflict:
    'L’agente ha già un’altra visita in questo orario: scegliere un altro orario o un altro agente.',
  viewing_state:
    'Questa visita non può più essere cambiata così: nel frattempo è stata modificata.',
  viewing_not_requested: 'Confermare uno degli orari richiesti, o proporne un altro',
  viewing_link_invalid: 'Questo link non è valido: usare il link dell’ultima email sulla visita.',
  viewing_link_expired: 'Questo link è scaduto: la visita è già iniziata o passata.',
  viewing_link_superseded:
    'La visita è cambiata dopo questa email: usare i link dell’email più recente.',
  viewing_feedback_link_expired:
    'Questo link è scaduto: le risposte si raccolgono fino a 30 giorni dopo la visita. Ci scriva o ci chiami.',
  invalid_token: 'Il link di accesso non è valido o è scaduto. Richiederne uno nuovo.',
  file_too_large: 'Il file è troppo grande.',
  unsupported_file:
    'Tipo di file non supportato: caricare immagini JPEG, PNG, WebP, HEIC o AVIF, per le planimetrie anche PDF.',
  invalid_file: 'Il file è danneggiato o incompleto e non può essere letto.',
  unsafe_file: 'Il file contiene script, azioni automatiche o allegati e non viene accettato.',
  too_many_files: 'Troppi file in un solo caricamento.',
  no_file: 'Scegliere almeno un file da caricare.',
  portal_delivery: 'Questo portale non accetta questo tipo di invio.',
  portal_endpoint_url: 'Inserisci l’indirizzo web completo dell’invio, che inizia con https://.',
  portal_host:
    'Inserisci il nome del server senza protocollo né percorso, ad esempio ftp.portale.it.',
  portal_credentials: 'Per l’invio a un server servono nome utente e password.',
  portal_fingerprint:
    'L’impronta della chiave vale solo per SFTP e ha la forma SHA256:… (43 caratteri).',
  ownerReportNoAddress:
    'Il venditore di questo immobile non ha un indirizzo email: il rapporto non può essere inviato.',
  ownerReportOff: 'Il venditore ha disattivato il rapporto settimanale: non viene inviato.',
  ownerReportNothingPublished:
    'Il venditore non ha immobili pubblicati: il rapporto non avrebbe nulla da mostrare.',
  listing_unavailable: 'Questo immobile non è pubblicato: non può essere salvato nei preferiti.',
  favourites_full:
    'Ha già salvato nei preferiti il numero massimo di immobili: ne rimuova uno prima di salvarne un altro.',
  internal_error: internalErrorIt,
};

/**
 * The texts of the `errors` namespace the web app shows by itself (form validation, the global
 * messages). The public pages carry these and the message of an unexpected failure, not every
 * message of the API, which answers in the visitor's language already.
 */
export const clientErrorsIt = {
  validation: {
    invalid: 'Valore non valido',
    invalidType: {
      string: 'Inserire un testo',
      number: 'Inserire un numero',
      integer: 'Inserire un numero intero',
      boolean: 'Inserire sì o no (true o false)',
      array: 'È attesa una lista di valori',
      object: 'È atteso un oggetto',
      date: 'Inserire una data valida',
    },
    tooLong_one: 'Inserire al massimo {{count}} carattere',
    tooLong_other: 'Inserire al massimo {{count, number}} caratteri',
    tooShort_one: 'Inserire almeno {{count}} carattere',
    tooShort_other: 'Inserire almeno {{count, number}} caratteri',
    tooFewItems_one: 'Indicare almeno {{count}} elemento',
    tooFewItems_other: 'Indicare almeno {{count, number}} elementi',
    tooManyItems_one: 'Indicare al massimo {{count}} elemento',
    tooManyItems_other: 'Indicare al massimo {{count, number}} elementi',
    tooBig: 'Il valore deve essere al massimo {{maximum}}',
    tooBigExclusive: 'Il valore deve essere minore di {{maximum}}',
    tooSmall: 'Il valore deve essere almeno {{minimum}}',
    tooSmallExclusive: 'Il valore deve essere maggiore di {{minimum}}',
    notMultipleOf: 'Il valore deve essere un multiplo di {{divisor}}',
    notAllowed: 'Valore non consentito. Valori ammessi: {{values}}',
    unknownKeys: 'Campi non previsti: {{keys}}',
    controlCharacters: 'Il testo contiene caratteri non ammessi',
    format: {
      email: 'Indirizzo email non valido',
      uuid: 'Identificativo non valido',
      url: 'Indirizzo web non valido',
      date: 'Inserire una data valida',
      datetime: 'Inserire data e ora valide',
      other: 'Formato non valido',
    },
    language: 'Lingua non supportata: usare it, de o en',
  },
  global: {
    errors: {
      required: 'Questo campo non deve essere vuoto',
      email: 'Indirizzo email non valido',
      emailOrTel: 'Inserire numero di telefono o email',
      duplicateEmail: 'Indirizzo email già in uso.',
      duplicateEmailLogin: 'Indirizzo email già in uso. Effettuare login per utilizzarlo.',
      error: 'Errore: riprovare più tardi',
      addressNotFound: 'Indirizzo non trovato',
      contactRateLimit: 'Non è possibile inviare più messaggi di fila.',
      /** Added to a refusal for too many requests: when to try again (issue 30 point 1). */
      retryIn: {
        seconds_one: 'Riprovi tra un secondo.',
        seconds_other: 'Riprovi tra {{count}} secondi.',
        minutes_one: 'Riprovi tra un minuto.',
        minutes_other: 'Riprovi tra {{count}} minuti.',
        hours_one: 'Riprovi tra un’ora.',
        hours_other: 'Riprovi tra {{count}} ore.',
      },
      tel: 'Numero di telefono non valido',
      streetNumber: 'Il numero civico deve essere specificato',
      mainImages: 'Scegliere 4 immagini principali (tutte, se sono meno di 4)',
      video: 'Link YouTube non valido',
      sellType: 'Tipo di vendita non disponibile per questo immobile',
      forSaleOnly: 'Questo tipo di immobile è solo in vendita',
      money: 'Inserire un importo non negativo con al massimo 2 decimali',
      floors: 'Il piano più basso non può essere sopra il piano più alto',
      companyOrName: 'Inserire nome e cognome oppure la ragione sociale',
      privacy: 'È necessario accettare l’informativa sulla privacy',
      polygon: 'La zona disegnata deve essere un poligono chiuso',
      outsideSouthTyrol: 'La posizione deve trovarsi in Alto Adige',
      polygonCrossing: 'I bordi della zona disegnata non devono incrociarsi',
      polygonOutside: 'La zona disegnata deve trovarsi in Alto Adige',
      shapeBroken: 'L’area disegnata in questo indirizzo è danneggiata: la disegni di nuovo',
      matchState: 'Questa risposta non è più possibile per questo risultato',
      offerUnpublished: 'Si possono proporre solo annunci pubblicati',
      offerMatched: 'Questo annuncio è già tra i risultati di questa ricerca',
      inboxHandler: 'Scegliere un membro del personale',
      callback: 'Indirizzo di ritorno non valido',
      cultivation: 'La superficie deve essere maggiore di 0',
      duplicate: 'Ogni valore può essere scelto una sola volta',
      minImages: 'Carica almeno 4 immagini',
      draftSubmitted: 'Un annuncio inviato non può tornare bozza',
      draftConfirmed: 'Una bozza non può essere confermata: va prima inviata',
      agentSellerType: 'Un agente non può creare clienti di tipo Agente Immobiliare',
      fileTooLarge: '{{name}}: al massimo {{max}} MB per file',
      fileUnsupported: '{{name}}: tipo di file non supportato',
      fileInvalid: '{{name}}: file danneggiato o incompleto',
      fileEmpty: '{{name}}: il file è vuoto',
      fileTooManyPixels: '{{name}}: l’immagine supera {{max}} megapixel',
      fileUnsafe: '{{name}}: il PDF contiene script, azioni automatiche o allegati',
      tooManyFiles: 'Al massimo {{max}} file per caricamento',
      /** Viewing hours, absences and requests (issue 33 points 1–2, decision 069). */
      viewingTime: 'Inserire un orario nel formato HH:MM',
      viewingDate: 'Inserire una data valida',
      viewingGrid: 'Gli orari vanno indicati a quarti d’ora (:00, :15, :30, :45)',
      viewingRangeOrder: 'L’orario di fine deve essere dopo quello di inizio',
      viewingRangesOverlap: 'Le fasce orarie dello stesso giorno non devono sovrapporsi',
      viewingAbsenceOrder: 'L’assenza deve finire dopo il suo inizio',
      viewingNonexistentTime:
        'Questo orario non esiste: quel giorno gli orologi passano dalle 02:00 alle 03:00',
      viewingPast: 'Questo orario è già passato',
      viewingTooSoon: 'Questo orario è troppo vicino: scegliere un orario più avanti',
      viewingProposalsOverlap: 'Gli orari proposti non devono sovrapporsi',
      viewingOutsideHours: 'L’agente non effettua visite a quest’ora',
      viewingAbsent: 'L’agente è assente in questo periodo',
      viewingTaken: 'Questo orario è già occupato da un’altra visita',
      /** What happened at a viewing and the buyer's feedback (issue 33 point 3). */
      viewingNotYetPast: 'La visita non è ancora iniziata: si registra dopo il suo orario',
      viewingFeedbackNotHeld: 'Il riscontro si registra per una visita che ha avuto luogo',
      viewingFeedbackReasonOnly: 'Il motivo si indica solo per «non interessato»',
    },
  },
};

/** The `errors` namespace in it. */
export const errorsIt = { api: apiIt, ...clientErrorsIt };
