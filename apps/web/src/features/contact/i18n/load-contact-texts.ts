import type { Language } from '@domus/domain/core/constants';
import type { ContactCatalog } from '@domus/domain/i18n/locales/it/contact';
import { addNamespace } from '../../../shared/i18n/add-namespace';

// One small file per language, fetched with the contact page or the detail page's contact form
// and never by the home page.
const loaders: Record<Language, () => Promise<ContactCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/contact').then((m) => m.contactIt),
  de: () => import('@domus/domain/i18n/locales/de/contact').then((m) => m.contactDe),
  en: () => import('@domus/domain/i18n/locales/en/contact').then((m) => m.contactEn),
};

/**
 * Adds the `contact` namespace in `language` to i18next, once.
 */
export function loadContactTexts(language: Language): Promise<void> {
  return addNamespace(language, 'contact', loaders[language]);
}
