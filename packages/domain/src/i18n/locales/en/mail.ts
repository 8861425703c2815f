import type { mailIt } from '../it/mail.ts';
import { viewingFollowupMailEn } from './viewing-followup-mail.ts';

/** The `mail` namespace in en (same keys as {@link mailIt}). */
export const mailEn = {
  layout: {
    automatic: 'This message was sent automatically by {{agency}}.',
    contact: 'Phone {{phone}} · {{email}}',
  },
  portalTransfer: {
    failedSubject: 'Portal {{account}}: the transfer keeps failing',
    failedIntro:
      'The transfer of listings to the portal {{account}} ({{portal}}) failed even after {{attempts}} attempts. The listings stay on the portal as they were at the last transfer that succeeded.',
    failedError: 'Last error: {{error}}',
    refusedSubject_one: 'Portal {{account}}: 1 listing refused',
    refusedSubject_other: 'Portal {{account}}: {{count}} listings refused',
    refusedIntro:
      'The portal {{account}} ({{portal}}) refused these listings in the last transfer:',
    refusedLine: 'Listing {{number}}: {{message}}',
    button: 'Open the transfer log',
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
  viewingNotice: {
    greeting: 'Dear {{name}},',
    greetingNoName: 'Hello,',
    time: '{{time}} (local time in South Tyrol, {{zone}})',
    requestSubject: 'New viewing request: property no. {{number}}',
    requestProposals:
      '{{buyer}} asks to view property no. {{number}} ({{title}}) at one of these times:',
    requestSlot: '{{buyer}} picked a free time to view property no. {{number}} ({{title}}):',
    fromMatch: 'The request answers a property their saved search proposed.',
    contact: 'Contact: {{email}} · {{tel}}',
    noTel: 'no telephone given',
    message: 'Their message: {{message}}',
    openRequests: 'Open the requests',
    cancelledSubject: 'Viewing cancelled by the buyer: property no. {{number}}',
    cancelledIntro: '{{buyer}} cancelled the viewing of property no. {{number}} on {{time}}.',
    rescheduleSubject: 'Another time asked for: property no. {{number}}',
    rescheduleIntro:
      '{{buyer}} asks for another time than {{time}} for the viewing of property no. {{number}}.',
    rescheduleTimes: 'The times they propose:',
    rescheduleNoTimes: 'They gave no times: please get in touch to arrange one.',
    declinedSubject: 'Your viewing request: property no. {{number}}',
    declinedIntro:
      'unfortunately we cannot offer you a viewing of property no. {{number}} ({{title}}) at the times you asked for.',
    agentMessage: 'The agent writes: {{message}}',
    callUs: 'Reply to this e-mail or call us on {{phone}}: we will find a time together.',
    askedSubject: 'Your wish for another time: property no. {{number}}',
    askedIntro:
      'we have received your wish for another time for the viewing of property no. {{number}}. The viewing on {{time}} is taken out of your calendar; we will confirm a new time shortly.',
    view: 'View the property',
  },
  matchAlert: {
    answers: {
      visit: 'Book a viewing',
      consulting: 'Ask for advice',
      not_interested: 'Not interested',
    },
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
  ownerReport: {
    subject: 'Your properties in the week {{from}} to {{to}}',
    greeting: 'Dear {{name}},',
    greetingNoName: 'Hello,',
    intro_one:
      'this is how your published property did in the week {{from}} to {{to}}, compared with the week before:',
    intro_other:
      'this is how your {{count}} published properties did in the week {{from}} to {{to}}, compared with the week before:',
    number: 'Property no. {{number}}',
    view_one: '{{count}} view of its page',
    view_other: '{{count}} views of its page',
    exposeDownload: 'Exposés downloaded: {{count}}',
    contactRequest: 'Contact requests: {{count}}',
    visitRequest: 'Viewing wishes from saved searches: {{count}}',
    viewingRequest: 'Viewing appointments asked for: {{count}}',
    viewingHeld: 'Viewings held: {{count}}',
    feedback:
      'Feedback after viewings: interested {{interested}}, offers {{offer}}, not interested {{notInterested}}',
    up: '(+{{by}})',
    down: '(−{{by}})',
    same: '(unchanged)',
    statistics: 'See the statistics',
    privacy:
      'The people who asked are not named here: the agency will contact you about the next steps.',
    stop: 'No longer want this weekly report?',
    stopLink: 'Switch it off',
  },
  viewing: {
    summary: 'Viewing: {{title}}',
    time: '{{date}}, {{start}}–{{end}}',
    zone: 'local time in South Tyrol, {{zone}}',
    subjectConfirmed: 'Viewing confirmed: {{title}}, {{when}}',
    subjectMoved: 'Viewing moved: {{title}}, {{when}}',
    subjectCancelled: 'Viewing cancelled: {{title}}, {{when}}',
    greeting: 'Dear {{name}},',
    greetingNoName: 'Hello,',
    buyerConfirmed: 'we confirm your viewing of property no. {{number}}:',
    buyerMoved: 'your viewing of property no. {{number}} has been moved. The new time:',
    buyerCancelled: 'your viewing of property no. {{number}} has been cancelled:',
    sellerConfirmed: 'a viewing of your property no. {{number}} has been arranged:',
    sellerMoved: 'the viewing of your property no. {{number}} has been moved. The new time:',
    sellerCancelled: 'the viewing of your property no. {{number}} has been cancelled:',
    cancelledTime: 'Cancelled: {{time}}',
    agent: 'Agent: {{agent}}',
    number: 'Property no. {{number}}',
    view: 'View the property',
    calendar:
      'The attached invitation adds the viewing to your calendar; if the time changes, you will receive an update.',
    calendarCancelled: 'With the attached cancellation your calendar removes the viewing.',
    reschedule: 'The time no longer suits you?',
    rescheduleLink: 'Ask for another time',
    cancel: 'Cannot come?',
    cancelLink: 'Cancel the viewing',
  },
  viewingFollowup: viewingFollowupMailEn,
} satisfies typeof mailIt;
