/**
 * The `mail` namespace in Italian, the reference for every language: the texts of the e-mails
 * the server sends. The API loads it; the web app never does.
 */
import { viewingFollowupMailIt } from './viewing-followup-mail.ts';

export const mailIt = {
  layout: {
    automatic: 'Questo messaggio è stato inviato automaticamente da {{agency}}.',
    contact: 'Tel. {{phone}} · {{email}}',
  },
  portalTransfer: {
    failedSubject: 'Portale {{account}}: il trasferimento non riesce',
    failedIntro:
      'Il trasferimento degli annunci al portale {{account}} ({{portal}}) non è riuscito nemmeno dopo {{attempts}} tentativi. Gli annunci restano sul portale come erano all’ultimo trasferimento riuscito.',
    failedError: 'Ultimo errore: {{error}}',
    refusedSubject_one: 'Portale {{account}}: 1 annuncio rifiutato',
    refusedSubject_other: 'Portale {{account}}: {{count}} annunci rifiutati',
    refusedIntro:
      'Il portale {{account}} ({{portal}}) ha rifiutato questi annunci nell’ultimo trasferimento:',
    refusedLine: 'Annuncio {{number}}: {{message}}',
    button: 'Apri il registro dei trasferimenti',
  },
  loginLink: {
    subject: 'Il Suo link di accesso a {{agency}}',
    greeting: 'Buongiorno,',
    intro: 'per accedere al Suo account su {{agency}} apra questo link:',
    button: 'Accedi',
    expiry:
      'Il link è valido per {{minutes}} minuti e può essere usato una sola volta. Se è scaduto, ne richieda uno nuovo.',
    ignore:
      'Se non ha richiesto Lei questo accesso, può ignorare questo messaggio: senza il link nessuno può accedere.',
  },
  profileEmail: {
    subject: 'Confermi il Suo indirizzo email per {{agency}}',
    greeting: 'Buongiorno,',
    intro:
      'nel Suo profilo su {{agency}} è stato indicato questo indirizzo email. Per usarlo, lo confermi aprendo questo link:',
    button: 'Conferma l’indirizzo',
    expiry:
      'Il link è valido per {{hours}} ore e può essere usato una sola volta. Fino alla conferma il profilo tiene l’indirizzo precedente.',
    ignore:
      'Se non è stato Lei a indicare questo indirizzo, può ignorare questo messaggio: senza il link l’indirizzo non viene usato.',
  },
  contact: {
    subject: 'Messaggio di {{name}} dal sito',
    subjectProperty: 'Richiesta per l’immobile n. {{number}}: {{title}}',
    subjectPropertyNoTitle: 'Richiesta per l’immobile n. {{number}}',
    intro: 'Nuovo messaggio dal modulo di contatto del sito.',
    name: 'Nome',
    email: 'Email',
    tel: 'Telefono',
    noTel: 'non indicato',
    language: 'Lingua del sito',
    languages: { it: 'italiano', de: 'tedesco', en: 'inglese' },
    property: 'Immobile',
    propertyValue: 'n. {{number}}: {{title}}',
    propertyNumber: 'n. {{number}}',
    message: 'Messaggio',
    replyHint: 'Rispondendo a questa email si scrive direttamente a {{email}}.',
  },
  listing: {
    newSubject: 'Nuovo immobile n. {{number}} da confermare',
    newIntro: '{{seller}} ha inserito un nuovo immobile sul sito. Lo controlli e lo confermi:',
    changedSubject: 'Immobile n. {{number}} modificato dal proprietario',
    changedIntro:
      '{{seller}} ha modificato l’immobile confermato n. {{number}}; resta pubblicato. Campi modificati:',
    link: 'Apri l’immobile: {{url}}',
  },
  matchRequest: {
    subjectVisit: 'Richiesta di visita: immobile n. {{number}}',
    subjectConsulting: 'Richiesta di consulenza: immobile n. {{number}}',
    introVisit:
      '{{client}} chiede di visitare l’immobile n. {{number}} ({{title}}), proposto dalla sua ricerca salvata.',
    introConsulting:
      '{{client}} chiede una consulenza sull’immobile n. {{number}} ({{title}}), proposto dalla sua ricerca salvata.',
    contact: 'Contatti: {{email}} · {{tel}}',
    noTel: 'telefono non indicato',
    button: 'Apri l’immobile',
  },
  viewingNotice: {
    greeting: 'Gentile {{name}},',
    greetingNoName: 'Buongiorno,',
    time: '{{time}} (ora locale in Alto Adige, {{zone}})',
    requestSubject: 'Nuova richiesta di visita: immobile n. {{number}}',
    requestProposals:
      '{{buyer}} chiede di visitare l’immobile n. {{number}} ({{title}}) in uno di questi orari:',
    requestSlot:
      '{{buyer}} ha scelto un orario libero per visitare l’immobile n. {{number}} ({{title}}):',
    fromMatch: 'La richiesta risponde a un immobile proposto dalla sua ricerca salvata.',
    contact: 'Contatti: {{email}} · {{tel}}',
    noTel: 'telefono non indicato',
    message: 'Il suo messaggio: {{message}}',
    openRequests: 'Apri le richieste',
    cancelledSubject: 'Visita annullata dall’interessato: immobile n. {{number}}',
    cancelledIntro: '{{buyer}} ha annullato la visita dell’immobile n. {{number}} del {{time}}.',
    rescheduleSubject: 'Richiesto un altro orario: immobile n. {{number}}',
    rescheduleIntro:
      '{{buyer}} chiede un altro orario invece del {{time}} per la visita dell’immobile n. {{number}}.',
    rescheduleTimes: 'Gli orari che propone:',
    rescheduleNoTimes: 'Non ha indicato orari: contattatelo per fissarne uno.',
    declinedSubject: 'La Sua richiesta di visita: immobile n. {{number}}',
    declinedIntro:
      'purtroppo non possiamo offrirLe una visita dell’immobile n. {{number}} ({{title}}) negli orari richiesti.',
    agentMessage: 'Il messaggio dell’agente: {{message}}',
    callUs: 'Risponda a questa email o ci chiami al {{phone}}: troveremo insieme un orario.',
    askedSubject: 'Il Suo desiderio di un altro orario: immobile n. {{number}}',
    askedIntro:
      'abbiamo ricevuto il Suo desiderio di un altro orario per la visita dell’immobile n. {{number}}. La visita del {{time}} è tolta dal Suo calendario; Le confermeremo presto un nuovo orario.',
    view: 'Vedi l’immobile',
  },
  matchAlert: {
    answers: {
      visit: 'Prenotare una visita',
      consulting: 'Chiedere una consulenza',
      not_interested: 'Non mi interessa',
    },
    subject_one: 'Un nuovo immobile per la Sua ricerca: {{search}}',
    subject_other: '{{count}} nuovi immobili per la Sua ricerca: {{search}}',
    greeting: 'Gentile {{name}},',
    greetingNoName: 'Buongiorno,',
    intro_one: 'è stato pubblicato un nuovo immobile adatto alla Sua ricerca salvata «{{search}}»:',
    intro_other:
      'sono stati pubblicati {{count}} nuovi immobili adatti alla Sua ricerca salvata «{{search}}»:',
    more_one: 'Un altro nuovo immobile La aspetta sulla pagina della ricerca.',
    more_other: 'Altri {{count}} nuovi immobili La aspettano sulla pagina della ricerca.',
    sale: '{{type}} in vendita · {{places}}',
    rent: '{{type}} in affitto · {{places}}',
    perMonth: '{{price}} al mese',
    priceOnRequest: 'Prezzo su richiesta',
    number: 'Immobile n. {{number}}',
    view: 'Vedi l’immobile',
    button: 'Vedi le proposte',
    answer:
      'Sulla pagina della ricerca può dirci per ogni immobile se Le interessa e chiedere una visita o una consulenza.',
    stop: 'Non desidera più ricevere email per questa ricerca?',
    stopLink: 'Disattivi gli avvisi',
  },
  ownerReport: {
    subject: 'I Suoi immobili nella settimana dal {{from}} al {{to}}',
    greeting: 'Gentile {{name}},',
    greetingNoName: 'Buongiorno,',
    intro_one:
      'ecco come è andato il Suo immobile pubblicato nella settimana dal {{from}} al {{to}}, rispetto alla settimana precedente:',
    intro_other:
      'ecco come sono andati i Suoi {{count}} immobili pubblicati nella settimana dal {{from}} al {{to}}, rispetto alla settimana precedente:',
    number: 'Immobile n. {{number}}',
    view_one: '{{count}} visualizzazione della pagina',
    view_other: '{{count}} visualizzazioni della pagina',
    exposeDownload: 'Schede scaricate: {{count}}',
    contactRequest: 'Richieste di contatto: {{count}}',
    visitRequest: 'Richieste di visita dalle ricerche salvate: {{count}}',
    viewingRequest: 'Appuntamenti di visita chiesti: {{count}}',
    viewingHeld: 'Visite svolte: {{count}}',
    feedback:
      'Riscontri dopo le visite: interessati {{interested}}, offerte {{offer}}, non interessati {{notInterested}}',
    up: '(+{{by}})',
    down: '(−{{by}})',
    same: '(invariato)',
    statistics: 'Vedi le statistiche',
    privacy:
      'Chi ha chiesto informazioni non viene nominato qui: l’agenzia La contatterà per i prossimi passi.',
    stop: 'Non desidera più ricevere questo rapporto settimanale?',
    stopLink: 'Disattivarlo',
  },
  viewing: {
    summary: 'Visita: {{title}}',
    time: '{{date}}, {{start}}–{{end}}',
    zone: 'ora locale in Alto Adige, {{zone}}',
    subjectConfirmed: 'Visita confermata: {{title}}, {{when}}',
    subjectMoved: 'Visita spostata: {{title}}, {{when}}',
    subjectCancelled: 'Visita annullata: {{title}}, {{when}}',
    greeting: 'Gentile {{name}},',
    greetingNoName: 'Buongiorno,',
    buyerConfirmed: 'confermiamo la Sua visita dell’immobile n. {{number}}:',
    buyerMoved: 'la Sua visita dell’immobile n. {{number}} è stata spostata. Il nuovo orario:',
    buyerCancelled: 'la Sua visita dell’immobile n. {{number}} è stata annullata:',
    sellerConfirmed: 'per il Suo immobile n. {{number}} è fissata una visita:',
    sellerMoved: 'la visita del Suo immobile n. {{number}} è stata spostata. Il nuovo orario:',
    sellerCancelled: 'la visita del Suo immobile n. {{number}} è stata annullata:',
    cancelledTime: 'Annullata: {{time}}',
    agent: 'Agente: {{agent}}',
    number: 'Immobile n. {{number}}',
    view: 'Vedi l’immobile',
    calendar:
      'L’invito allegato inserisce la visita nel Suo calendario; se l’orario cambia, riceverà un aggiornamento.',
    calendarCancelled: 'Con l’avviso allegato il Suo calendario toglie la visita.',
    reschedule: 'L’orario non Le va più bene?',
    rescheduleLink: 'Chieda un altro orario',
    cancel: 'Non può venire?',
    cancelLink: 'Annulli la visita',
  },
  viewingFollowup: viewingFollowupMailIt,
};
