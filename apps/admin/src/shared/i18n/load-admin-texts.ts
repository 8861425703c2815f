import type { Language } from '@domus/domain/core/constants';

import { addNamespace } from '@domus/web/shared/i18n/add-namespace';

// One file per language: only the staff member's language is fetched.
const loaders: Record<Language, () => Promise<object>> = {
  it: () => import('@domus/domain/i18n/locales/it/admin').then((m) => m.adminIt),
  de: () => import('@domus/domain/i18n/locales/de/admin').then((m) => m.adminDe),
  en: () => import('@domus/domain/i18n/locales/en/admin').then((m) => m.adminEn),
};

/** Adds the `admin` namespace in `language` to i18next, once, beside the site's own catalogs. */
export function loadAdminTexts(language: Language): Promise<void> {
  return addNamespace(language, 'admin', loaders[language]);
}
