import type { ViewingCatalog } from '../it/viewing.ts';
import { viewingFeedbackEn } from './viewing-feedback.ts';

/** The `viewing` namespace in en: asking for a viewing and the viewing mails' links (keys as in Italian). */
export const viewingEn: ViewingCatalog = {
  dialog: {
    title: 'Viewing of property no. {{number}}',
    intro:
      'Pick one of the free times or propose up to three times of your own: the agency confirms the viewing by e-mail.',
    close: 'Close',
    mode: 'How to choose the time',
    modeSlots: 'Free times',
    modePropose: 'Propose times',
    zone: 'Times in South Tyrol local time (Europe/Rome).',
    loading: 'Loading…',
  },
  slots: {
    legend: 'Free times in the coming days',
    loading: 'Loading the free times…',
    failed: 'The free times could not be loaded: you can propose times of your own.',
    none: 'There are no free times to book online in the coming days: propose times of your own and the agency will get back to you.',
    more: 'Show more days',
    slot: '{{day}}, {{from}}–{{to}}',
    required: 'Choose one of the free times',
  },
  proposals: {
    legend: 'Your times (up to three)',
    hint: 'A viewing takes about half an hour.',
    proposal: 'Proposal {{number}}',
    date: 'Date',
    time: 'Time',
    add: 'Add a time',
    remove: 'Remove time {{number}}',
  },
  contact: {
    legend: 'Your details',
    name: 'Full name',
    email: 'E-mail',
    tel: 'Telephone',
    telOptional: 'Telephone (if your account has none)',
    message: 'Message (optional)',
    account: 'The request is sent with the details of your account ({{email}}).',
    accountNoEmail: 'The request is sent with the details of your account.',
  },
  submit: 'Ask for the viewing',
  withoutTime: 'Just ask to be contacted',
  failed: 'The request could not be sent: please try again later.',
  success: {
    title: 'Request sent',
    text: 'Thank you! The agency will confirm the viewing by e-mail.',
    times: 'Times requested',
    close: 'Close',
  },
  link: {
    title: 'Your viewing',
    loading: 'Checking the link…',
    listing: 'Property no. {{number}}: {{title}}',
    listingNoTitle: 'Property no. {{number}}',
    when: '{{day}}, {{time}}',
    notBooked: 'The time is not confirmed yet.',
    zone: 'South Tyrol local time (Europe/Rome).',
    cancel: {
      question: 'Do you want to cancel this viewing?',
      explain: 'The agency is told, and the viewing is taken out of your calendar.',
      confirm: 'Cancel the viewing',
      done: 'The viewing is cancelled. Thank you for letting us know.',
    },
    reschedule: {
      question: 'Would you like another time?',
      explain:
        'Propose up to three times, or none and the agency will get in touch. The current time is not kept for you.',
      message: 'Message (optional)',
      confirm: 'Ask for another time',
      done: 'Request received: the agency will confirm the new time by e-mail.',
    },
    tampered:
      'This link is not valid: use the link of the latest e-mail about the viewing, or contact us.',
    expired: 'This link has expired: the viewing has already begun or is over.',
    superseded:
      'The viewing changed after this e-mail: use the links of the latest e-mail you received.',
    closed: {
      cancelled: 'This viewing is cancelled: there is nothing more to do.',
      declined: 'This viewing request was not accepted and can no longer be changed.',
      held: 'This viewing has already taken place.',
      no_show: 'This viewing is already over.',
    },
    unchanged: 'Nothing was changed.',
    failed: 'The link could not be checked: please try again later.',
    retry: 'Try again',
    home: 'To the home page',
    contact: 'Contact us',
  },
  feedback: viewingFeedbackEn,
};
