import type { Language } from '@domus/domain/core/constants';
import type { ViewingCatalog } from '@domus/domain/i18n/locales/it/viewing';
import { addNamespace } from '../../../shared/i18n/add-namespace';

// One small file per language, fetched with the viewing dialog or the viewing links' page and
// never with the property page itself.
const loaders: Record<Language, () => Promise<ViewingCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/viewing').then((m) => m.viewingIt),
  de: () => import('@domus/domain/i18n/locales/de/viewing').then((m) => m.viewingDe),
  en: () => import('@domus/domain/i18n/locales/en/viewing').then((m) => m.viewingEn),
};

/** Adds the `viewing` namespace in `language` to i18next, once. */
export function loadViewingTexts(language: Language): Promise<void> {
  return addNamespace(language, 'viewing', loaders[language]);
}
