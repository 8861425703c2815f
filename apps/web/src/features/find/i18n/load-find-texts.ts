import type { Language } from '@domus/domain/core/constants';
import type { FindCatalog } from '@domus/domain/i18n/locales/it/find';
import { addNamespace } from '../../../shared/i18n/add-namespace';

// One file per language, fetched with the find and matches pages and never by the home page.
const loaders: Record<Language, () => Promise<FindCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/find').then((m) => m.findIt),
  de: () => import('@domus/domain/i18n/locales/de/find').then((m) => m.findDe),
  en: () => import('@domus/domain/i18n/locales/en/find').then((m) => m.findEn),
};

/**
 * Adds the `find` namespace in `language` to i18next, once. Pages call it from their route loader,
 * so the texts are there before the page renders.
 */
export function loadFindTexts(language: Language): Promise<void> {
  return addNamespace(language, 'find', loaders[language]);
}
