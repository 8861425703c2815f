import type { Language } from '@domus/domain/constants';
import type { ContactCatalog } from '@domus/domain/i18n/locales/it/contact';
import i18next from 'i18next';

// One small file per language, fetched with the contact page or the detail page's contact form
// and never by the home page.
const loaders: Record<Language, () => Promise<ContactCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/contact').then((m) => m.contactIt),
  de: () => import('@domus/domain/i18n/locales/de/contact').then((m) => m.contactDe),
  en: () => import('@domus/domain/i18n/locales/en/contact').then((m) => m.contactEn),
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
 * Adds the `contact` namespace in `language` to i18next, once. On a first visit straight to the
 * contact page this runs while i18next still starts, so the texts wait for it: added earlier,
 * they would be dropped by its start.
 */
export async function loadContactTexts(language: Language): Promise<void> {
  const [texts] = await Promise.all([loaders[language](), initialized()]);
  if (!i18next.hasResourceBundle(language, 'contact')) {
    i18next.addResourceBundle(language, 'contact', texts);
  }
}
