import type { Language } from '@domus/domain/constants';
import type { DetailCatalog } from '@domus/domain/i18n/locales/it/detail';
import i18next from 'i18next';

// One small file per language, fetched with the detail page and never by the home page.
const loaders: Record<Language, () => Promise<DetailCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/detail').then((m) => m.detailIt),
  de: () => import('@domus/domain/i18n/locales/de/detail').then((m) => m.detailDe),
  en: () => import('@domus/domain/i18n/locales/en/detail').then((m) => m.detailEn),
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
 * Adds the `detail` namespace in `language` to i18next, once. On a first visit straight to a
 * detail page this runs while i18next still starts, so the texts wait for it: added earlier, they
 * would be dropped by its start.
 */
export async function loadDetailTexts(language: Language): Promise<void> {
  const [texts] = await Promise.all([loaders[language](), initialized()]);
  if (!i18next.hasResourceBundle(language, 'detail')) {
    i18next.addResourceBundle(language, 'detail', texts);
  }
}
