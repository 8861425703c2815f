import { agencyConfig, formatAgencyAddress } from '@domus/domain/agency.config';
import type { Language } from '@domus/domain/constants';
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

/** The body of a mail: paragraphs, an optional button with its link, closing paragraphs. */
export type MailContent = {
  language: Language;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string[];
};

/** Plain text and HTML of one mail. */
export type RenderedMail = { text: string; html: string };

/**
 * A mail in the agency's simple layout, as plain text and as HTML with inline styles (mail
 * programs ignore style sheets). Every text is escaped; the footer names the agency with its
 * address and contacts from agency.config.ts.
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

  const text = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [content.action.url, ''] : []),
    ...closing.flatMap((p) => [p, '']),
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
    ...(content.action
      ? [
          `<p style="margin:24px 0;text-align:center"><a href="${url}" style="display:inline-block;background:#1c3d5a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 28px;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="${small};word-break:break-all"><a href="${url}" style="color:#1c3d5a">${url}</a></p>`,
        ]
      : []),
    ...closing.map((text) => `<p style="${p};margin-top:16px">${escapeHtml(text)}</p>`),
    '</div>',
    `<div style="padding:16px 4px">`,
    `<p style="${small}">${escapeHtml(agencyConfig.name)} · ${escapeHtml(address)}</p>`,
    `<p style="${small}">${escapeHtml(contact)}</p>`,
    `<p style="${small}">${escapeHtml(automatic)}</p>`,
    '</div></div></body></html>',
  ].join('\n');

  return { text, html };
}
