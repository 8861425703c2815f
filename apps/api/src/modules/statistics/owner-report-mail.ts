/**
 * The seller's weekly report mail (issue 33 point 5, decision 070): per published listing the
 * week's views, exposé downloads, contact and viewing requests, each with the change from the
 * week before, and a link to the listing's statistics; no buyer is named. In the seller's
 * language, with the link that switches the report off.
 */
import type { Language } from '@domus/domain/core/constants';
import type { LocalizedText } from '@domus/domain/core/common.schema';
import { formatDay } from '@domus/domain/format/locale-format';
import {
  changeOf,
  OWNER_REPORT_KINDS,
  type OwnerReportFigures,
  type ReportWeek,
  type ViewingFeedbackKind,
} from '@domus/domain/account/owner-report';
import { translateMail } from '../../lib/i18n.ts';
import { renderMail, type MailCard } from '../mail/mail-layout.ts';

/** One listing of the report with its figures. */
export type ReportListing = {
  id: string;
  propertyNumber: number;
  title: LocalizedText;
  figures: OwnerReportFigures;
  /** What buyers said after the week's viewings, by answer; empty when nobody answered. */
  feedback: Partial<Record<ViewingFeedbackKind, number>>;
};

/** Where the report's links lead. */
export type OwnerReportLinks = {
  /** The listing's statistics in the seller's account. */
  statistics: (listingId: string) => string;
  /** The page that switches the weekly report off. */
  stop: string;
};

/** The agency's day written as the recipient reads it (a Monday or Sunday of the week). */
const dayText = (day: string, lang: Language) => formatDay(`${day}T12:00:00Z`, lang);

function listingCard(listing: ReportListing, lang: Language, links: OwnerReportLinks): MailCard {
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(lang, `ownerReport.${key}`, params);
  const title =
    (listing.title[lang] || listing.title.it || listing.title.de || listing.title.en).trim() ||
    t('number', { number: listing.propertyNumber });
  const line = (kind: (typeof OWNER_REPORT_KINDS)[number]) => {
    const figure = listing.figures[kind];
    const change = changeOf(figure);
    return `${t(kind, { count: figure.week })} ${t(change.direction, { by: change.by })}`;
  };
  const [views, ...others] = OWNER_REPORT_KINDS;
  const { interested = 0, offer = 0, not_interested: notInterested = 0 } = listing.feedback;
  const feedback =
    interested + offer + notInterested > 0
      ? [t('feedback', { interested, offer, notInterested })]
      : [];
  return {
    title,
    imageUrl: null,
    emphasis: line(views),
    lines: [...others.map(line), ...feedback, t('number', { number: listing.propertyNumber })],
    url: links.statistics(listing.id),
    linkLabel: t('statistics'),
  };
}

/** Subject, text and HTML of one seller's report of `week`. */
export function composeOwnerReportMail(input: {
  language: Language;
  name: string;
  week: ReportWeek;
  listings: ReportListing[];
  links: OwnerReportLinks;
}): { subject: string; text: string; html: string } {
  const { language: lang, week, listings, links } = input;
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(lang, `ownerReport.${key}`, params);
  const from = dayText(week.from, lang);
  const to = dayText(week.to, lang);
  const name = input.name.trim();
  return {
    subject: t('subject', { from, to }),
    ...renderMail({
      language: lang,
      greeting: name ? t('greeting', { name }) : t('greetingNoName'),
      paragraphs: [t('intro', { count: listings.length, from, to })],
      cards: listings.map((listing) => listingCard(listing, lang, links)),
      closing: [t('privacy')],
      footnote: { text: t('stop'), label: t('stopLink'), url: links.stop },
    }),
  };
}
