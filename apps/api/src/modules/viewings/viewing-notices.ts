/**
 * The mails of a viewing's request and changes (issue 33 points 1–2, decision 069), each in its
 * recipient's language, as outbox mails: the buyer's and the seller's mail of a confirmation,
 * move or cancellation (viewing-mail.ts, with the invitation or the cancellation); the agent's
 * notice of a new request or of the buyer's cancellation or wish for another time; the buyer's
 * answer to a declined request, and to their own wish for another time (with the cancellation
 * of the old time, so their calendar drops it).
 */
import { agencyConfig } from '@domus/domain/core/agency.config';
import {
  AGENCY_TIME_ZONE,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALE_TAGS,
  type Language,
} from '@domus/domain/core/constants';
import { LANGUAGE_QUERY_PARAM } from '@domus/domain/core/languages';
import { listingHref } from '@domus/domain/core/web-routes';
import { placeName } from '@domus/domain/place/place-name';
import { adminPaths } from '@domus/domain/core/web-routes';
import { translateMail } from '../../lib/i18n.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-outbox.service.ts';
import { viewingCancellation, viewingSummary } from './viewing-invitation.ts';
import { signViewingLink, type ViewingLinkAction } from './viewing-links.ts';
import { composeViewingMail, type ViewingChange } from './viewing-mail.ts';
import type { ViewingListing, ViewingRecord } from './viewings.repository.ts';

/** The mail kinds of viewings; the buyer's carry signed links, dropped once sent. */
export const VIEWING_MAIL_KINDS = {
  buyer: 'viewing-buyer',
  seller: 'viewing-seller',
  agent: 'viewing-agent',
} as const;

/** A language of the catalogs, else the site's default. */
export function mailLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}

/** The listing's address in a language: street and number, postal code and municipality. */
export function listingAddress(listing: ViewingListing, language: Language): string {
  const stored = (listing.location ?? {}) as { address?: { postalCode?: string } };
  const street = [listing.street, listing.streetNumber].filter(Boolean).join(' ');
  const town = [
    stored.address?.postalCode,
    listing.municipality ? placeName(listing.municipality, language) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/** The listing's title in a language, else in another. */
function titleIn(listing: ViewingListing, language: Language): string {
  return listing.title[language] || listing.title.it || listing.title.de || listing.title.en || '';
}

/** A span of the agency's local time, e.g. "lunedì 7 dicembre 2026, 10:00–10:30 (…)". */
export function noticeTime(start: Date, end: Date, language: Language): string {
  const locale = LOCALE_TAGS[language];
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }).format(start);
  const clock = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: AGENCY_TIME_ZONE,
  });
  return translateMail(language, 'viewingNotice.time', {
    time: `${day}, ${clock.format(start)}–${clock.format(end)}`,
    zone: AGENCY_TIME_ZONE,
  });
}

/** What every mail of one viewing knows. */
export type ViewingMailContext = {
  viewing: ViewingRecord;
  listing: ViewingListing;
  publicUrl: string;
  /** The signed links' secret. */
  linkKey: string;
  now: Date;
};

/** The page a buyer's link opens (the web app asks for a click before it acts). */
export function viewingLinkUrl(
  context: ViewingMailContext,
  action: ViewingLinkAction,
  language: Language,
): string {
  const { viewing } = context;
  const token = signViewingLink(context.linkKey, {
    viewingId: viewing.id,
    action,
    // A link acts until the viewing begins (decision 069).
    expiresAt: viewing.startsAt ?? context.now,
    sequence: viewing.sequence,
  });
  const query = new URLSearchParams({ action, token, [LANGUAGE_QUERY_PARAM]: language });
  return `${context.publicUrl}/viewing/${viewing.id}?${query.toString()}`;
}

/** The domain of the viewing's stored UID, so every version of the event keeps it. */
function uidDomain(viewing: ViewingRecord): string {
  return viewing.uid.slice(viewing.uid.indexOf('@') + 1);
}

/** A recipient of a confirmation, move or cancellation. */
export type ChangeRecipient = {
  role: 'buyer' | 'seller';
  name: string | null;
  email: string;
  language: Language;
};

/**
 * The mail of a confirmation, move or cancellation to the buyer or the seller, with the
 * invitation (or its cancellation) at the viewing's current sequence; the buyer's carries the
 * signed links, the seller's names no buyer. `span` is the time the mail is about (a
 * cancellation's is the time cancelled).
 */
export function changeMail(
  context: ViewingMailContext,
  change: ViewingChange,
  recipient: ChangeRecipient,
  span: { start: Date; end: Date },
  agentName: string | null,
): OutgoingMail {
  const { viewing, listing } = context;
  const language = recipient.language;
  const url = `${context.publicUrl}${listingHref(listing.category, listing.id)}`;
  const message = composeViewingMail({
    change,
    recipient,
    viewingId: viewing.id,
    sequence: viewing.sequence,
    start: span.start,
    end: span.end,
    stamp: context.now,
    listing: {
      number: listing.propertyNumber,
      title: titleIn(listing, language),
      address: listingAddress(listing, language),
      url,
    },
    agentName,
    ...(recipient.role === 'buyer' && change !== 'cancelled'
      ? {
          links: {
            reschedule: viewingLinkUrl(context, 'reschedule', language),
            cancel: viewingLinkUrl(context, 'cancel', language),
          },
        }
      : {}),
    uidDomain: uidDomain(viewing),
  });
  return {
    kind: recipient.role === 'buyer' ? VIEWING_MAIL_KINDS.buyer : VIEWING_MAIL_KINDS.seller,
    to: message.to,
    language,
    subject: message.subject,
    // The message is typed as nodemailer's, whose bodies may be streams; this one writes strings.
    text: message.text as string,
    html: message.html as string,
    calendar: { method: message.icalEvent.method, content: message.icalEvent.content },
  };
}

/** Who is told of a request or of the buyer's change: the agent, else the agency. */
export type AgentRecipient = { email: string; language: Language };

/** The times of a request as the agent reads them, one a line. */
function timesLines(times: readonly { start: string; end: string }[], language: Language) {
  return times.map((time) => `• ${noticeTime(new Date(time.start), new Date(time.end), language)}`);
}

/** The buyer's contact as the agent's notice gives it. */
function contactLine(viewing: ViewingRecord, language: Language): string {
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `viewingNotice.${key}`, params);
  return t('contact', { email: viewing.buyerEmail, tel: viewing.buyerTel || t('noTel') });
}

/** The agent's (or the agency's) notice of a new request, answering to the buyer. */
export function requestNotice(
  context: ViewingMailContext,
  recipient: AgentRecipient,
): OutgoingMail {
  const { viewing, listing } = context;
  const language = recipient.language;
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `viewingNotice.${key}`, params);
  const params = {
    buyer: viewing.buyerName,
    number: listing.propertyNumber,
    title: titleIn(listing, language),
  };
  const body = renderMail({
    language,
    paragraphs: [
      t(viewing.pickedSlot ? 'requestSlot' : 'requestProposals', params),
      ...timesLines(viewing.requestedTimes, language),
      ...(viewing.matchId ? [t('fromMatch')] : []),
      contactLine(viewing, language),
      ...(viewing.message ? [t('message', { message: viewing.message })] : []),
    ],
    action: { label: t('openRequests'), url: `${context.publicUrl}${adminPaths.requests}` },
  });
  return {
    kind: VIEWING_MAIL_KINDS.agent,
    to: recipient.email,
    language,
    subject: t('requestSubject', params),
    replyTo: viewing.buyerEmail,
    ...body,
  };
}

/**
 * The agent's notice that the buyer cancelled or asked for another time (with the times they
 * gave, if any); `was` is the time the viewing had.
 */
export function buyerChangeNotice(
  context: ViewingMailContext,
  recipient: AgentRecipient,
  change: 'cancelled' | 'reschedule',
  was: { start: Date; end: Date } | null,
): OutgoingMail {
  const { viewing, listing } = context;
  const language = recipient.language;
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `viewingNotice.${key}`, params);
  const params = {
    buyer: viewing.buyerName,
    number: listing.propertyNumber,
    time: was ? noticeTime(was.start, was.end, language) : '',
  };
  const cancelled = change === 'cancelled';
  const times = cancelled ? [] : viewing.requestedTimes;
  const body = renderMail({
    language,
    paragraphs: [
      t(cancelled ? 'cancelledIntro' : 'rescheduleIntro', params),
      ...(cancelled
        ? []
        : times.length
          ? [t('rescheduleTimes'), ...timesLines(times, language)]
          : [t('rescheduleNoTimes')]),
      contactLine(viewing, language),
      ...(!cancelled && viewing.message ? [t('message', { message: viewing.message })] : []),
    ],
    action: { label: t('openRequests'), url: `${context.publicUrl}${adminPaths.requests}` },
  });
  return {
    kind: VIEWING_MAIL_KINDS.agent,
    to: recipient.email,
    language,
    subject: t(cancelled ? 'cancelledSubject' : 'rescheduleSubject', params),
    replyTo: viewing.buyerEmail,
    ...body,
  };
}

/** The greeting of a buyer's notice. */
function greeting(viewing: ViewingRecord, language: Language): string {
  return viewing.buyerName
    ? translateMail(language, 'viewingNotice.greeting', { name: viewing.buyerName })
    : translateMail(language, 'viewingNotice.greetingNoName');
}

/** The buyer's mail that staff declined the request, with the agent's words if any. */
export function declinedMail(context: ViewingMailContext, words: string | undefined): OutgoingMail {
  const { viewing, listing } = context;
  const language = mailLanguage(viewing.buyerLanguage);
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `viewingNotice.${key}`, params);
  const params = { number: listing.propertyNumber, title: titleIn(listing, language) };
  const body = renderMail({
    language,
    greeting: greeting(viewing, language),
    paragraphs: [
      t('declinedIntro', params),
      ...(words ? [t('agentMessage', { message: words })] : []),
      t('callUs', { phone: agencyConfig.phone }),
    ],
    action: {
      label: t('view'),
      url: `${context.publicUrl}${listingHref(listing.category, listing.id)}`,
    },
  });
  return {
    kind: VIEWING_MAIL_KINDS.buyer,
    to: viewing.buyerEmail,
    language,
    subject: t('declinedSubject', params),
    ...body,
  };
}

/**
 * The buyer's mail that their wish for another time arrived, with the cancellation of the old
 * time (same UID, the raised sequence) so their calendar drops it until a new time is confirmed.
 */
export function rescheduleAskedMail(
  context: ViewingMailContext,
  was: { start: Date; end: Date },
): OutgoingMail {
  const { viewing, listing } = context;
  const language = mailLanguage(viewing.buyerLanguage);
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `viewingNotice.${key}`, params);
  const params = { number: listing.propertyNumber, time: noticeTime(was.start, was.end, language) };
  const url = `${context.publicUrl}${listingHref(listing.category, listing.id)}`;
  const body = renderMail({
    language,
    greeting: greeting(viewing, language),
    paragraphs: [t('askedIntro', params)],
    action: { label: t('view'), url },
  });
  const calendar = viewingCancellation({
    viewingId: viewing.id,
    sequence: viewing.sequence,
    start: was.start,
    end: was.end,
    stamp: context.now,
    language,
    summary: viewingSummary(language, titleIn(listing, language)),
    address: listingAddress(listing, language),
    url,
    organizer: { name: agencyConfig.name, email: agencyConfig.email },
    attendee: { name: viewing.buyerName || viewing.buyerEmail, email: viewing.buyerEmail },
    uidDomain: uidDomain(viewing),
  });
  return {
    kind: VIEWING_MAIL_KINDS.buyer,
    to: viewing.buyerEmail,
    language,
    subject: t('askedSubject', params),
    ...body,
    calendar: { method: 'CANCEL', content: calendar },
  };
}
