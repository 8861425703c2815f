import { agencyConfig } from '@domus/domain/core/agency.config';
import type { Language } from '@domus/domain/core/constants';
import { translateMail } from '../../lib/i18n.ts';
import { renderMail } from '../mail/mail-layout.ts';

/** The page a profile e-mail confirmation link opens: the account page, which sends the token. */
export function profileEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/account?${new URLSearchParams({ confirmEmail: token }).toString()}`;
}

/** Subject, text and HTML of the confirmation mail of a profile address, in `language`. */
export function composeProfileEmailMail(
  language: Language,
  url: string,
  ttlMs: number,
): { subject: string; text: string; html: string } {
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `profileEmail.${key}`, { agency: agencyConfig.name, ...params });
  return {
    subject: t('subject'),
    ...renderMail({
      language,
      greeting: t('greeting'),
      paragraphs: [t('intro')],
      action: { label: t('button'), url },
      closing: [t('expiry', { hours: Math.round(ttlMs / 3_600_000) }), t('ignore')],
    }),
  };
}
