import type { mailIt } from '../it/mail.ts';

/** The `mail` namespace in en (same keys as {@link mailIt}). */
export const mailEn = {
  layout: {
    automatic: 'This message was sent automatically by {{agency}}.',
    contact: 'Phone {{phone}} · {{email}}',
  },
  loginLink: {
    subject: 'Your login link for {{agency}}',
    greeting: 'Hello,',
    intro: 'to log in to your account at {{agency}}, open this link:',
    button: 'Log in',
    expiry:
      'The link is valid for {{minutes}} minutes and can be used once. If it has expired, simply ask for a new one.',
    ignore:
      'If you did not ask to log in, you can ignore this message: nobody can log in without the link.',
  },
  profileEmail: {
    subject: 'Confirm your e-mail address for {{agency}}',
    greeting: 'Hello,',
    intro:
      'this e-mail address was given in your profile at {{agency}}. To use it, confirm it by opening this link:',
    button: 'Confirm the address',
    expiry:
      'The link is valid for {{hours}} hours and can be used once. Until it is confirmed, the profile keeps its previous address.',
    ignore:
      'If you did not give this address, you can ignore this message: without the link the address is not used.',
  },
  contact: {
    subject: 'Message from the website by {{name}}',
    subjectProperty: 'Enquiry about property no. {{number}}: {{title}}',
    subjectPropertyNoTitle: 'Enquiry about property no. {{number}}',
    intro: 'New message from the website’s contact form.',
    name: 'Name',
    email: 'E-mail',
    tel: 'Phone',
    noTel: 'not given',
    language: 'Website language',
    languages: { it: 'Italian', de: 'German', en: 'English' },
    property: 'Property',
    propertyValue: 'no. {{number}}: {{title}}',
    propertyNumber: 'no. {{number}}',
    message: 'Message',
    replyHint: 'Replying to this e-mail writes straight to {{email}}.',
  },
  listing: {
    newSubject: 'New property no. {{number}} to confirm',
    newIntro: '{{seller}} has entered a new property on the website. Please check and confirm it:',
    changedSubject: 'Property no. {{number}} changed by its owner',
    changedIntro:
      '{{seller}} has changed the confirmed property no. {{number}}; it stays published. Changed fields:',
    link: 'Open the property: {{url}}',
  },
  matchRequest: {
    subjectVisit: 'Viewing request: property no. {{number}}',
    subjectConsulting: 'Consultation request: property no. {{number}}',
    introVisit:
      '{{client}} asks to view property no. {{number}} ({{title}}), proposed by their saved search.',
    introConsulting:
      '{{client}} asks for a consultation about property no. {{number}} ({{title}}), proposed by their saved search.',
    contact: 'Contact: {{email}} · {{tel}}',
    noTel: 'no phone number given',
    button: 'Open the property',
  },
  matchAlert: {
    subject_one: 'A new property for your search: {{search}}',
    subject_other: '{{count}} new properties for your search: {{search}}',
    greeting: 'Dear {{name}},',
    greetingNoName: 'Hello,',
    intro_one: 'a new property matching your saved search “{{search}}” has been published:',
    intro_other:
      '{{count}} new properties matching your saved search “{{search}}” have been published:',
    more_one: 'One more new property is waiting for you on the page of your search.',
    more_other: '{{count}} more new properties are waiting for you on the page of your search.',
    sale: '{{type}} for sale · {{places}}',
    rent: '{{type}} for rent · {{places}}',
    perMonth: '{{price}} per month',
    priceOnRequest: 'Price on request',
    number: 'Property no. {{number}}',
    view: 'View the property',
    button: 'See the proposals',
    answer:
      'On the page of your search you can tell us for each property whether it interests you and ask for a viewing or a consultation.',
    stop: 'No longer want e-mails for this search?',
    stopLink: 'Stop these alerts',
  },
} satisfies typeof mailIt;
