import { agencyConfig } from '@domus/domain/core/agency.config';
import { LOGIN_LINK_TTL_MS, type Language } from '@domus/domain/core/constants';
import { translateMail } from '../../lib/i18n.ts';
import { renderMail } from '../mail/mail-layout.ts';

/** The page a login link opens, with its token and the page to go to after logging in. */
export function loginLinkUrl(publicUrl: string, token: string, callback: string | null): string {
  const query = new URLSearchParams({ token });
  if (callback) query.set('callback', callback);
  return `${publicUrl}/account?${query.toString()}`;
}

/** Subject, text and HTML of the login-link mail in `language`. */
export function composeLoginLinkMail(
  language: Language,
  url: string,
): { subject: string; text: string; html: string } {
  const t = (key: string, params?: Record<string, unknown>) =>
    translateMail(language, `loginLink.${key}`, { agency: agencyConfig.name, ...params });
  const minutes = Math.round(LOGIN_LINK_TTL_MS / 60_000);
  return {
    subject: t('subject'),
    ...renderMail({
      language,
      greeting: t('greeting'),
      paragraphs: [t('intro')],
      action: { label: t('button'), url },
      closing: [t('expiry', { minutes }), t('ignore')],
    }),
  };
}
