import type { Language } from '@domus/domain/core/constants';
import type { DetailCatalog } from '@domus/domain/i18n/locales/it/detail';
import { addNamespace } from '../../../shared/i18n/add-namespace';

// One small file per language, fetched with the detail page and never by the home page.
const loaders: Record<Language, () => Promise<DetailCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/detail').then((m) => m.detailIt),
  de: () => import('@domus/domain/i18n/locales/de/detail').then((m) => m.detailDe),
  en: () => import('@domus/domain/i18n/locales/en/detail').then((m) => m.detailEn),
};

/**
 * Adds the `detail` namespace in `language` to i18next, once.
 */
export function loadDetailTexts(language: Language): Promise<void> {
  return addNamespace(language, 'detail', loaders[language]);
}
