import { agencyConfig, formatAgencyAddress } from '@domus/domain/core/agency.config';
import type { Language } from '@domus/domain/core/constants';
import { translateMail } from '../../lib/i18n.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to stand inside HTML, in content and in attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A listing as a mail shows it: picture, title, a highlighted fact (the price), more facts. */
export type MailCard = {
  title: string;
  /** Absolute URL of the picture, or null for none. */
  imageUrl: string | null;
  emphasis?: string;
  lines: string[];
  /** Where the card leads, and the words of that link. */
  url: string;
  linkLabel: string;
};

/**
 * A card with links of its own under it (the alert mail's one-click answers, decision 074): the
 * card itself stays one object that many mails share, so that it is written once.
 */
export type AnsweredMailCard = { card: MailCard; answers: { label: string; url: string }[] };

/**
 * The body of a mail: paragraphs, cards (listings), an optional button with its link, closing
 * paragraphs, and a last small line with a link of its own (e.g. to stop these mails).
 */
export type MailContent = {
  language: Language;
  greeting?: string;
  paragraphs: string[];
  cards?: (MailCard | AnsweredMailCard)[];
  action?: { label: string; url: string };
  closing?: string[];
  /** Sentences ending in a link of their own, after the closing (e.g. "Cannot come? Cancel"). */
  links?: MailLink[];
  footnote?: MailLink;
};

/** A sentence with a link after it. */
export type MailLink = { text: string; label: string; url: string };

/** Plain text and HTML of one mail. */
export type RenderedMail = { text: string; html: string };

/** Width of the card pictures in the mail's column (560 less the paddings). */
const CARD_IMAGE_WIDTH = 510;

/** Cards already written as HTML: one card may stand in many mails of one batch. */
const cardHtmlCache = new WeakMap<MailCard, string>();

/**
 * One card as HTML: a table, which every mail program lays out alike; the picture links to the
 * listing too, since that is what people tap.
 */
function cardHtml(card: MailCard): string {
  let html = cardHtmlCache.get(card);
  if (html === undefined) {
    html = writeCardHtml(card);
    cardHtmlCache.set(card, html);
  }
  return html;
}

/** A card's answer links as HTML, under the card's own link. */
function answersHtml(answers: AnsweredMailCard['answers']): string {
  const links = answers.map(
    (a) =>
      `<a href="${escapeHtml(a.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:6px 12px;border:1px solid #1c3d5a;border-radius:4px;color:#1c3d5a;font-size:14px;text-decoration:none">${escapeHtml(a.label)}</a>`,
  );
  return `<p style="margin:-8px 0 16px 0;font-family:Arial,Helvetica,sans-serif">${links.join(' ')}</p>`;
}

function entryHtml(entry: MailCard | AnsweredMailCard): string {
  return 'card' in entry
    ? `${cardHtml(entry.card)}\n${answersHtml(entry.answers)}`
    : cardHtml(entry);
}

function entryText(entry: MailCard | AnsweredMailCard): string[] {
  const c = 'card' in entry ? entry.card : entry;
  const answers = 'card' in entry ? entry.answers.map((a) => `${a.label}: ${a.url}`) : [];
  return [
    c.title,
    ...(c.emphasis ? [c.emphasis] : []),
    ...c.lines,
    `${c.linkLabel}: ${c.url}`,
    ...answers,
    '',
  ];
}

function writeCardHtml(card: MailCard): string {
  const url = escapeHtml(card.url);
  const title = escapeHtml(card.title);
  const image = card.imageUrl
    ? `<tr><td style="padding:0"><a href="${url}"><img src="${escapeHtml(card.imageUrl)}" width="${CARD_IMAGE_WIDTH}" alt="${title}" style="display:block;width:100%;max-width:${CARD_IMAGE_WIDTH}px;height:auto;border:0;border-radius:6px 6px 0 0"></a></td></tr>`
    : '';
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:separate;margin:0 0 16px 0;border:1px solid #e2e2e2;border-radius:6px">',
    image,
    '<tr><td style="padding:12px 16px;font-family:Arial,Helvetica,sans-serif">',
    `<p style="margin:0 0 6px 0;font-size:16px;line-height:1.4;font-weight:bold"><a href="${url}" style="color:#1c3d5a;text-decoration:none">${title}</a></p>`,
    ...(card.emphasis
      ? [
          `<p style="margin:0 0 4px 0;font-size:18px;line-height:1.4;font-weight:bold;color:#222">${escapeHtml(card.emphasis)}</p>`,
        ]
      : []),
    ...card.lines.map(
      (line) =>
        `<p style="margin:0 0 4px 0;font-size:14px;line-height:1.4;color:#555">${escapeHtml(line)}</p>`,
    ),
    `<p style="margin:8px 0 0 0;font-size:14px"><a href="${url}" style="color:#1c3d5a">${escapeHtml(card.linkLabel)}</a></p>`,
    '</td></tr></table>',
  ].join('\n');
}

/**
 * A mail in the agency's simple layout, as plain text and as HTML with inline styles (mail
 * programs ignore style sheets). Every text is escaped; the footer names the agency with its
 * address and contacts from core/agency.config.ts.
 */
export function renderMail(content: MailContent): RenderedMail {
  const lang = content.language;
  const address = formatAgencyAddress(lang);
  const contact = translateMail(lang, 'layout.contact', {
    phone: agencyConfig.phone,
    email: agencyConfig.email,
  });
  const automatic = translateMail(lang, 'layout.automatic', { agency: agencyConfig.name });
  const closing = content.closing ?? [];
  const cards = content.cards ?? [];
  const links = content.links ?? [];
  const footnote = content.footnote;

  const text = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...cards.flatMap(entryText),
    ...(content.action ? [content.action.url, ''] : []),
    ...closing.flatMap((p) => [p, '']),
    ...links.flatMap((l) => [`${l.text} ${l.label}: ${l.url}`, '']),
    ...(footnote ? [`${footnote.text} ${footnote.label}: ${footnote.url}`, ''] : []),
    '-- ',
    agencyConfig.name,
    address,
    contact,
    automatic,
  ].join('\n');

  const p = 'margin:0 0 16px 0;font-size:16px;line-height:1.5;color:#222';
  const small = 'margin:0;font-size:13px;line-height:1.5;color:#666';
  const url = content.action ? escapeHtml(content.action.url) : '';
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif">',
    `<div style="font-size:20px;font-weight:bold;color:#1c3d5a;margin:0 0 16px 0">${escapeHtml(agencyConfig.name)}</div>`,
    '<div style="background:#ffffff;border-radius:6px;padding:24px">',
    ...(content.greeting ? [`<p style="${p}">${escapeHtml(content.greeting)}</p>`] : []),
    ...content.paragraphs.map((text) => `<p style="${p}">${escapeHtml(text)}</p>`),
    ...cards.map(entryHtml),
    ...(content.action
      ? [
          `<p style="margin:24px 0;text-align:center"><a href="${url}" style="display:inline-block;background:#1c3d5a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 28px;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="${small};word-break:break-all"><a href="${url}" style="color:#1c3d5a">${url}</a></p>`,
        ]
      : []),
    ...closing.map((text) => `<p style="${p};margin-top:16px">${escapeHtml(text)}</p>`),
    ...links.map(
      (l) =>
        `<p style="${p}">${escapeHtml(l.text)} <a href="${escapeHtml(l.url)}" style="color:#1c3d5a;font-weight:bold">${escapeHtml(l.label)}</a></p>`,
    ),
    ...(footnote
      ? [
          `<p style="${small};margin-top:24px">${escapeHtml(footnote.text)} <a href="${escapeHtml(footnote.url)}" style="color:#1c3d5a">${escapeHtml(footnote.label)}</a></p>`,
        ]
      : []),
    '</div>',
    `<div style="padding:16px 4px">`,
    `<p style="${small}">${escapeHtml(agencyConfig.name)} · ${escapeHtml(address)}</p>`,
    `<p style="${small}">${escapeHtml(contact)}</p>`,
    `<p style="${small}">${escapeHtml(automatic)}</p>`,
    '</div></div></body></html>',
  ].join('\n');

  return { text, html };
}
