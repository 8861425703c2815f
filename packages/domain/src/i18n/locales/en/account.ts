import type { AccountCatalog } from '../it/account.ts';

/** The `account` namespace in en: login, confirmation, logout and account area (keys as in Italian). */
export const accountEn: AccountCatalog = {
  login: {
    title: 'Log in',
    intro: 'Enter your e-mail address: we will send you a link to log in, no password needed.',
    email: 'E-mail',
    emailPlaceholder: 'name@example.com',
    captchaLabel: 'Spam protection',
    captchaHint: 'The check completes by itself within a few seconds.',
    submit: 'Send the login link',
    rateLimited: 'Too many requests: please try again in an hour.',
  },
  confirm: {
    title: 'Confirmation Email sent!',
    text: 'We have sent you an e-mail with a login link. The link is valid for 10 minutes and works once.',
    again: 'No e-mail received? Ask for a new link',
  },
  logout: {
    pending: 'Logging out…',
  },
  session: {
    pending: 'Logging in…',
    failed: 'The login link is invalid or has expired.',
    failedHint: 'Each link is valid for 10 minutes and works once.',
    loginAgain: 'Ask for a new link',
  },
};
