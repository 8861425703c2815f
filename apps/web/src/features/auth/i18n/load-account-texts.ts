import type { Language } from '@domus/domain/constants';
import type { AccountCatalog } from '@domus/domain/i18n/locales/it/account';
import i18next from 'i18next';

// One small file per language, fetched with the login, confirmation, logout and account pages and
// never by the home page.
const loaders: Record<Language, () => Promise<AccountCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/account').then((m) => m.accountIt),
  de: () => import('@domus/domain/i18n/locales/de/account').then((m) => m.accountDe),
  en: () => import('@domus/domain/i18n/locales/en/account').then((m) => m.accountEn),
};

/** Settles once i18next has its first catalogs (set up while the first page's code loads). */
function initialized(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18next.off('initialized', done);
      resolve();
    };
    i18next.on('initialized', done);
  });
}

/**
 * Adds the `account` namespace in `language` to i18next, once. Pages call it from their route
 * loader, so the texts are there before the page renders; on a first visit it waits for i18next
 * to start, since a bundle added earlier would be dropped by its start.
 */
export async function loadAccountTexts(language: Language): Promise<void> {
  const [texts] = await Promise.all([loaders[language](), initialized()]);
  if (!i18next.hasResourceBundle(language, 'account')) {
    i18next.addResourceBundle(language, 'account', texts);
  }
}
