/**
 * The follow-up mails of a viewing (issue 33 points 2–3, decision 069), each in its recipient's
 * language: the buyer's reminders 24 and 2 hours before, with the viewing as a card and the
 * same signed links to ask for another time or cancel as the confirmation; the agent's reminder
 * the day before, with the buyer's contact; and the buyer's "how was it?" after a viewing held,
 * whose three links (interested, offer, not interested) open a page that asks before it records
 * the answer. None of them carries a calendar object: the invitation is in the calendar already.
 */
import { AGENCY_TIME_ZONE, LOCALE_TAGS, type Language } from '@domus/domain/core/constants';
import { LANGUAGE_QUERY_PARAM } from '@domus/domain/core/languages';
import { adminPaths, fillWebPath, listingHref, webPaths } from '@domus/domain/core/web-routes';
import { feedbackLinkExpiry, type ViewingReminder } from '@domus/domain/viewings/viewing-outcome';
import type { ViewingFeedbackKind } from '@domus/domain/viewings/viewing-outcome';
import { translateMail } from '../../lib/i18n.ts';
import { renderMail, type MailLink } from '../mail/mail-layout.ts';
import type { OutgoingMail } from '../mail/mail-outbox.service.ts';
import { agencyTimeParts } from './viewing-invitation.ts';
import { signViewingLink } from './viewing-links.ts';
import {
  listingAddress,
  mailLanguage,
  VIEWING_MAIL_KINDS,
  viewingLinkUrl,
  type AgentRecipient,
  type ViewingMailContext,
} from './viewing-notices.ts';

type T = (key: string, params?: Record<string, unknown>) => string;

const followupT =
  (language: Language): T =>
  (key, params) =>
    translateMail(language, `viewingFollowup.${key}`, params);
const viewingT =
  (language: Language): T =>
  (key, params) =>
    translateMail(language, `viewing.${key}`, params);

/** The listing's title in a language, else in another. */
function titleIn(context: ViewingMailContext, language: Language): string {
  const { title } = context.listing;
  return title[language] || title.it || title.de || title.en || '';
}

/** The start as a subject says it: "25 mar 2031, 10:00", in the agency's time zone. */
function shortTime(start: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: AGENCY_TIME_ZONE,
  }).format(start);
}

/** One line: a title typed with a line break must not split the subject header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The viewing as the mails' card shows it: time, zone, address, number, agent. */
function viewingCard(context: ViewingMailContext, language: Language, agentName: string | null) {
  const { viewing, listing } = context;
  const t = viewingT(language);
  const { time, zone } = agencyTimeParts(viewing.startsAt!, viewing.endsAt!, language);
  return {
    title: titleIn(context, language),
    imageUrl: null,
    emphasis: time,
    lines: [
      zone,
      listingAddress(listing, language),
      t('number', { number: listing.propertyNumber }),
      ...(agentName ? [t('agent', { agent: agentName })] : []),
    ],
    url: `${context.publicUrl}${listingHref(listing.category, listing.id)}`,
    linkLabel: t('view'),
  };
}

/** The greeting of a mail to the buyer. */
function buyerGreeting(context: ViewingMailContext, language: Language): string {
  const t = viewingT(language);
  const name = context.viewing.buyerName;
  return name ? t('greeting', { name }) : t('greetingNoName');
}

/**
 * The buyer's reminder of a booked viewing, with the links of the confirmation (they act until
 * the viewing begins, at its current sequence).
 */
export function buyerReminderMail(
  context: ViewingMailContext,
  reminder: ViewingReminder,
  agentName: string | null,
): OutgoingMail {
  const { viewing, listing } = context;
  const language = mailLanguage(viewing.buyerLanguage);
  const t = followupT(language);
  const v = viewingT(language);
  const links: MailLink[] = [
    {
      text: v('reschedule'),
      label: v('rescheduleLink'),
      url: viewingLinkUrl(context, 'reschedule', language),
    },
    { text: v('cancel'), label: v('cancelLink'), url: viewingLinkUrl(context, 'cancel', language) },
  ];
  const body = renderMail({
    language,
    greeting: buyerGreeting(context, language),
    paragraphs: [
      t(reminder === 'day' ? 'reminderDay' : 'reminderHours', { number: listing.propertyNumber }),
    ],
    cards: [viewingCard(context, language, agentName)],
    links,
  });
  return {
    kind: VIEWING_MAIL_KINDS.buyer,
    to: viewing.buyerEmail,
    language,
    subject: oneLine(
      t('reminderSubject', {
        title: titleIn(context, language),
        when: shortTime(viewing.startsAt!, language),
      }),
    ),
    ...body,
  };
}

/** The agent's reminder the day before, with the buyer's contact, answering to the buyer. */
export function agentReminderMail(
  context: ViewingMailContext,
  recipient: AgentRecipient,
): OutgoingMail {
  const { viewing, listing } = context;
  const language = recipient.language;
  const t = followupT(language);
  const contact = translateMail(language, 'viewingNotice.contact', {
    email: viewing.buyerEmail,
    tel: viewing.buyerTel || translateMail(language, 'viewingNotice.noTel'),
  });
  const body = renderMail({
    language,
    paragraphs: [t('agentIntro', { number: listing.propertyNumber, buyer: viewing.buyerName })],
    cards: [viewingCard(context, language, null)],
    closing: [contact],
    action: { label: t('openCalendar'), url: `${context.publicUrl}${adminPaths.viewings}` },
  });
  return {
    kind: VIEWING_MAIL_KINDS.agent,
    to: recipient.email,
    language,
    subject: oneLine(
      t('agentSubject', {
        number: listing.propertyNumber,
        when: shortTime(viewing.startsAt!, language),
      }),
    ),
    replyTo: viewing.buyerEmail,
    ...body,
  };
}

/**
 * The page a feedback link opens, the answer chosen in the mail preselected: the token names the
 * viewing, the action `feedback` and the sequence, and acts until 30 days after the end. The
 * answer itself is not signed — the buyer may pick another on the page.
 */
export function feedbackLinkUrl(
  context: ViewingMailContext,
  answer: ViewingFeedbackKind,
  language: Language,
): string {
  const { viewing } = context;
  const token = signViewingLink(context.linkKey, {
    viewingId: viewing.id,
    action: 'feedback',
    expiresAt: feedbackLinkExpiry(viewing.endsAt!),
    sequence: viewing.sequence,
  });
  const query = new URLSearchParams({ answer, token, [LANGUAGE_QUERY_PARAM]: language });
  return `${context.publicUrl}${fillWebPath(webPaths.viewingFeedback, { id: viewing.id })}?${query.toString()}`;
}

/** The buyer's "how was it?" after a viewing held, one link per answer. */
export function feedbackRequestMail(context: ViewingMailContext): OutgoingMail {
  const { viewing, listing } = context;
  const language = mailLanguage(viewing.buyerLanguage);
  const t = followupT(language);
  const { time } = agencyTimeParts(viewing.startsAt!, viewing.endsAt!, language);
  const link = (answer: ViewingFeedbackKind, key: string): MailLink => ({
    text: t(`${key}Text`),
    label: t(`${key}Link`),
    url: feedbackLinkUrl(context, answer, language),
  });
  const body = renderMail({
    language,
    greeting: buyerGreeting(context, language),
    paragraphs: [
      t('feedbackIntro', {
        number: listing.propertyNumber,
        title: titleIn(context, language),
        time,
      }),
      t('feedbackClosing'),
    ],
    links: [
      link('interested', 'interested'),
      link('offer', 'offer'),
      link('not_interested', 'notInterested'),
    ],
  });
  return {
    kind: VIEWING_MAIL_KINDS.buyer,
    to: viewing.buyerEmail,
    language,
    subject: oneLine(t('feedbackSubject', { number: listing.propertyNumber })),
    ...body,
  };
}
