/**
 * The `contact` namespace in it: the contact page and the contact form, also on the property
 * detail page (buyer-side.md §2 Contact page, §8, §9), loaded by those pages only. The toasts
 * quote the specification verbatim. Italian is the reference.
 */
export const contactIt = {
  title: 'Contatti',
  intro:
    'Ha domande su un immobile, vuole vendere o affittare? Ci scriva: Le risponderemo al più presto.',
  formTitle: 'Ci scriva',
  agencyTitle: 'Dove trovarci',
  phone: 'Telefono',
  email: 'Email',
  address: 'Indirizzo',
  fields: {
    name: 'Nome e cognome',
    email: 'Email',
    tel: 'Telefono',
    telHint: 'Facoltativo',
    message: 'Messaggio',
    messagePlaceholder: 'Come possiamo aiutarLa?',
  },
  submit: 'Invia messaggio',
  sending: 'Invio in corso…',
  success: 'Il Suo messaggio è stato inviato!',
  error: 'Errore: riprovare più tardi',
};

/** The shape every language's `contact` catalog has. */
export type ContactCatalog = typeof contactIt;
