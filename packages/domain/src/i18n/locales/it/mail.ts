/**
 * The `mail` namespace in Italian, the reference for every language: the texts of the e-mails
 * the server sends. The API loads it; the web app never does.
 */
export const mailIt = {
  layout: {
    automatic: 'Questo messaggio è stato inviato automaticamente da {{agency}}.',
    contact: 'Tel. {{phone}} · {{email}}',
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
  matchAlert: {
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
};
