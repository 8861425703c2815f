import type { ContactCatalog } from '../it/contact.ts';

/** The `contact` namespace in en: the contact page and form (keys as in Italian). */
export const contactEn: ContactCatalog = {
  title: 'Contact',
  intro:
    'Questions about a property, or looking to sell or let? Write to us and we will get back to you shortly.',
  formTitle: 'Write to us',
  agencyTitle: 'Where to find us',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  fields: {
    name: 'Full name',
    email: 'E-mail',
    tel: 'Phone',
    telHint: 'Optional',
    message: 'Message',
    messagePlaceholder: 'How can we help you?',
  },
  submit: 'Send message',
  sending: 'Sending…',
  success: 'Your message has been sent successfully.',
  error: 'Error: Retry later',
};
