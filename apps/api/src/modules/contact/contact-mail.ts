import type { LocalizedText } from '@domus/domain/core/common.schema';
import type { Language } from '@domus/domain/core/constants';

/** A text of the `mail` namespace, with its `{{placeholders}}` filled in. */
export type MailTranslate = (key: string, params?: Record<string, unknown>) => string;

/** The listing a message asks about, as the agency's mail names it. */
export type ContactMailProperty = {
  propertyNumber: number;
  title: LocalizedText;
  url: string;
};

/** What the agency's mail reports of one contact message. */
export type ContactMailInput = {
  name: string;
  email: string;
  tel: string | undefined;
  message: string;
  /** The language the sender wrote from, so the agency can answer in it. */
  senderLanguage: Language;
  property: ContactMailProperty | undefined;
};

/** Subject, plain text and HTML of a mail. */
export type ComposedMail = { subject: string; text: string; html: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to stand inside HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** One line for a header: a name typed with line breaks or control characters must not split it. */
function oneLine(text: string): string {
  return (
    [...text]
      // Control characters (line breaks among them) and the Unicode line separators.
      .map((c) => (c < ' ' || c === '\u007f' || c === '\u2028' || c === '\u2029' ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The listing's title in the agency's language, else the first the listing has. */
function titleIn(title: LocalizedText, language: Language): string {
  return oneLine(title[language] || title.it || title.de || title.en || '');
}

/**
 * The mail telling the agency about a contact message (buyer-side.md §2 Contact page), in the
 * agency's language: who wrote, how to reach them, the listing asked about with its link, and
 * the message itself. The sender's own words are escaped in the HTML part.
 */
export function composeContactMail(
  t: MailTranslate,
  agencyLanguage: Language,
  input: ContactMailInput,
): ComposedMail {
  const name = oneLine(input.name);
  const property = input.property && {
    number: input.property.propertyNumber,
    title: titleIn(input.property.title, agencyLanguage),
    url: input.property.url,
  };
  const subject = property
    ? t(property.title ? 'contact.subjectProperty' : 'contact.subjectPropertyNoTitle', {
        number: property.number,
        title: property.title,
        name,
      })
    : t('contact.subject', { name });

  const rows: [label: string, value: string][] = [
    [t('contact.name'), name],
    [t('contact.email'), input.email],
    [t('contact.tel'), input.tel ?? t('contact.noTel')],
    [t('contact.language'), t(`contact.languages.${input.senderLanguage}`)],
  ];
  if (property) {
    rows.push([
      t('contact.property'),
      property.title
        ? t('contact.propertyValue', { number: property.number, title: property.title })
        : t('contact.propertyNumber', { number: property.number }),
    ]);
  }

  const text = [
    t('contact.intro'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(property ? [property.url] : []),
    '',
    `${t('contact.message')}:`,
    input.message,
    '',
    t('contact.replyHint', { email: input.email }),
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(t('contact.intro'))}</p>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell};text-align:left">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(property
      ? [`<p><a href="${escapeHtml(property.url)}">${escapeHtml(property.url)}</a></p>`]
      : []),
    `<h3>${escapeHtml(t('contact.message'))}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    `<p style="color:#666">${escapeHtml(t('contact.replyHint', { email: input.email }))}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: oneLine(subject), text, html };
}
