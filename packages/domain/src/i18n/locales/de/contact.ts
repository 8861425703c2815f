import type { ContactCatalog } from '../it/contact.ts';

/** The `contact` namespace in de: the contact page and form (keys as in Italian). */
export const contactDe: ContactCatalog = {
  title: 'Kontakt',
  intro:
    'Sie haben Fragen zu einer Immobilie oder möchten verkaufen oder vermieten? Schreiben Sie uns: Wir melden uns umgehend.',
  formTitle: 'Schreiben Sie uns',
  agencyTitle: 'So finden Sie uns',
  phone: 'Telefon',
  email: 'E-Mail',
  address: 'Adresse',
  fields: {
    name: 'Vor- und Nachname',
    email: 'E-Mail',
    tel: 'Telefon',
    telHint: 'Optional',
    message: 'Nachricht',
    messagePlaceholder: 'Wie können wir Ihnen helfen?',
  },
  submit: 'Nachricht senden',
  sending: 'Wird gesendet…',
  success: 'Ihre Nachricht wurde erfolgreich gesendet.',
  error: 'Fehler: Bitte versuchen Sie es später erneut.',
};
