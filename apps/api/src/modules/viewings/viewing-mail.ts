/**
 * The mail of a viewing's confirmation, move or cancellation (issue 33 point 2, decision 069),
 * to the buyer or to the seller, in the recipient's language: the agency's layout with the
 * viewing as a card, and the calendar object as nodemailer's `icalEvent`. Nodemailer sends that
 * twice, as Outlook and Gmail expect: a `text/calendar; method=REQUEST` (or `CANCEL`)
 * alternative beside the text and the HTML, which offers "add to calendar" in the message, and
 * an `.ics` attachment for the programs that only read attachments.
 *
 * The seller's copy names no buyer (the seller is its only attendee) and has no links: the
 * signed links to cancel or ask for another time are the buyer's.
 */
import type { SendMailOptions } from 'nodemailer';
import { agencyConfig } from '@domus/domain/core/agency.config';
import { AGENCY_TIME_ZONE, LOCALE_TAGS, type Language } from '@domus/domain/core/constants';
import { translateMail } from '../../lib/i18n.ts';
import { renderMail, type MailLink } from '../mail/mail-layout.ts';
import {
  agencyTimeParts,
  viewingCancellation,
  viewingInvitation,
  viewingSummary,
  type CalendarMethod,
  type CalendarPerson,
  type ViewingInvitationInput,
} from './viewing-invitation.ts';

/** What happened to the viewing: the mail's subject, words and calendar method follow it. */
export type ViewingChange = 'confirmed' | 'moved' | 'cancelled';

/** Who the mail goes to. */
export type ViewingMailRecipient = {
  role: 'buyer' | 'seller';
  /** The name the greeting uses; without one the greeting has none. */
  name?: string | null | undefined;
  email: string;
  language: Language;
};

/** What a viewing mail says. */
export type ViewingMailInput = {
  change: ViewingChange;
  recipient: ViewingMailRecipient;
  viewingId: string;
  /** The viewing's sequence after this change (see {@link ViewingInvitationInput}). */
  sequence: number;
  start: Date;
  end: Date;
  /** When the mail is written (a clock the caller controls). */
  stamp: Date;
  listing: {
    number: number;
    /** The listing's title in the recipient's language. */
    title: string;
    address: string;
    /** The listing's page, absolute. */
    url: string;
    /** The card's picture, absolute, or none. */
    imageUrl?: string | null | undefined;
  };
  /** The responsible agent's name, shown to buyer and seller. */
  agentName?: string | null | undefined;
  /** The buyer's signed links; left out of the seller's copy and of a cancellation. */
  links?: { reschedule: string; cancel: string } | undefined;
  /** The agency as the calendar's organiser; the agency's own address by default. */
  organizer?: CalendarPerson | undefined;
  /** The domain the event's UID ends in (the site's host). */
  uidDomain: string;
};

/** The nodemailer message of a viewing mail (the sender is the transport's). */
export type ViewingMailMessage = Required<Pick<SendMailOptions, 'subject' | 'text' | 'html'>> & {
  to: string;
  icalEvent: { method: CalendarMethod; filename: string; content: string };
};

/** The start as a subject says it: "7 dic 2026, 10:00", in the agency's time zone. */
function shortTime(start: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: AGENCY_TIME_ZONE,
  }).format(start);
}

const SUBJECT_KEYS: Record<ViewingChange, string> = {
  confirmed: 'subjectConfirmed',
  moved: 'subjectMoved',
  cancelled: 'subjectCancelled',
};

const INTRO_KEYS: Record<ViewingMailRecipient['role'], Record<ViewingChange, string>> = {
  buyer: { confirmed: 'buyerConfirmed', moved: 'buyerMoved', cancelled: 'buyerCancelled' },
  seller: { confirmed: 'sellerConfirmed', moved: 'sellerMoved', cancelled: 'sellerCancelled' },
};

/**
 * The mail of a viewing to one recipient, with its invitation or cancellation.
 * @param input the viewing, what changed, the recipient and the listing
 */
export function composeViewingMail(input: ViewingMailInput): ViewingMailMessage {
  const { recipient, listing, change } = input;
  const language = recipient.language;
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `viewing.${key}`, params);
  const cancelled = change === 'cancelled';
  const { time, zone } = agencyTimeParts(input.start, input.end, language);
  const agent = input.agentName ? t('agent', { agent: input.agentName }) : undefined;
  // The buyer's links act on this viewing only while it stands: none after a cancellation.
  const links: MailLink[] =
    recipient.role === 'buyer' && input.links && !cancelled
      ? [
          { text: t('reschedule'), label: t('rescheduleLink'), url: input.links.reschedule },
          { text: t('cancel'), label: t('cancelLink'), url: input.links.cancel },
        ]
      : [];

  const calendarInput: ViewingInvitationInput = {
    viewingId: input.viewingId,
    sequence: input.sequence,
    start: input.start,
    end: input.end,
    stamp: input.stamp,
    language,
    summary: viewingSummary(language, listing.title),
    description: [agent, ...links.map((l) => `${l.label}: ${l.url}`)]
      .filter((part): part is string => !!part)
      .join('\n'),
    address: listing.address,
    url: listing.url,
    organizer: input.organizer ?? { name: agencyConfig.name, email: agencyConfig.email },
    attendee: { name: recipient.name || recipient.email, email: recipient.email },
    uidDomain: input.uidDomain,
  };
  const method: CalendarMethod = cancelled ? 'CANCEL' : 'REQUEST';
  const content = cancelled ? viewingCancellation(calendarInput) : viewingInvitation(calendarInput);

  const rendered = renderMail({
    language,
    greeting: recipient.name ? t('greeting', { name: recipient.name }) : t('greetingNoName'),
    paragraphs: [t(INTRO_KEYS[recipient.role][change], { number: listing.number })],
    cards: [
      {
        title: listing.title,
        imageUrl: listing.imageUrl ?? null,
        emphasis: cancelled ? t('cancelledTime', { time }) : time,
        lines: [
          zone,
          listing.address,
          t('number', { number: listing.number }),
          ...(agent ? [agent] : []),
        ],
        url: listing.url,
        linkLabel: t('view'),
      },
    ],
    closing: [t(cancelled ? 'calendarCancelled' : 'calendar')],
    links,
  });

  return {
    to: recipient.email,
    // One line: a title typed with a line break must not split the header.
    subject: t(SUBJECT_KEYS[change], {
      title: listing.title,
      when: shortTime(input.start, language),
    }).replace(/\s+/g, ' '),
    ...rendered,
    icalEvent: { method, filename: 'invite.ics', content },
  };
}
