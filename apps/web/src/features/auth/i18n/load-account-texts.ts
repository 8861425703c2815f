import type { Language } from '@domus/domain/core/constants';
import type { AccountCatalog } from '@domus/domain/i18n/locales/it/account';
import { addNamespace } from '../../../shared/i18n/add-namespace';

// One small file per language, fetched with the login, confirmation, logout and account pages and
// never by the home page.
const loaders: Record<Language, () => Promise<AccountCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/account').then((m) => m.accountIt),
  de: () => import('@domus/domain/i18n/locales/de/account').then((m) => m.accountDe),
  en: () => import('@domus/domain/i18n/locales/en/account').then((m) => m.accountEn),
};

/**
 * Adds the `account` namespace in `language` to i18next, once. Pages call it from their route
 * loader, so the texts are there before the page renders.
 */
export function loadAccountTexts(language: Language): Promise<void> {
  return addNamespace(language, 'account', loaders[language]);
}
