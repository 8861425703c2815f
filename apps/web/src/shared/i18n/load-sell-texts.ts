import type { Language } from '@domus/domain/core/constants';
import type { SellCatalog } from '@domus/domain/i18n/locales/it/sell';
import i18next from 'i18next';
import { addNamespace } from './add-namespace';

// One file per language, fetched with the sell and edit wizard and, for admins only, the account
// page (its confirm buttons and dialog), never by the home page. It lives in shared because the
// wizard, its forms, the upload areas and the confirm dialog are separate features using the
// same texts.
const loaders: Record<Language, () => Promise<SellCatalog>> = {
  it: () => import('@domus/domain/i18n/locales/it/sell').then((m) => m.sellIt),
  de: () => import('@domus/domain/i18n/locales/de/sell').then((m) => m.sellDe),
  en: () => import('@domus/domain/i18n/locales/en/sell').then((m) => m.sellEn),
};

/**
 * Adds the `sell` namespace in `language` to i18next, once. Pages call it from their route loader,
 * so the texts are there before the page renders.
 */
export function loadSellTexts(language: Language): Promise<void> {
  return addNamespace(language, 'sell', loaders[language]);
}

/** Whether the `sell` namespace in `language` is there already. */
export function hasSellTexts(language: Language): boolean {
  return i18next.hasResourceBundle(language, 'sell');
}
