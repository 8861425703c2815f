import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domus/domain/core/constants';
import { formatNumber } from '@domus/domain/format/locale-format';
import type { resources } from '@domus/domain/i18n/resources';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type ItalianResources = (typeof resources)['it'];
type ErrorTexts = ItalianResources['errors'];

/**
 * The texts the apps have: of the API's error messages only the one they write themselves (the
 * server answers in the visitor's language, decisions.md Contract), so a page never looks up one
 * it does not carry.
 */
type AppResources = Omit<ItalianResources, 'errors'> & {
  errors: Omit<ErrorTexts, 'api'> & { api: Pick<ErrorTexts['api'], 'internal_error'> };
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}

// The detail page's texts are loaded by that page (features/property-detail/i18n), the account
// pages' texts by those pages (features/auth/i18n), the contact form's by the pages showing it
// (features/contact/i18n), the sell wizard's and confirm dialog's by theirs (shared/i18n/load-sell-texts),
// the buyer pages' by those pages (features/find/i18n), the viewing dialog's and the viewing links'
// page's by them (features/viewings/i18n);
// the mails' and the exposé PDFs' texts are the server's alone, the admin application's its own.
type Catalogs = Omit<
  AppResources,
  'detail' | 'account' | 'contact' | 'sell' | 'find' | 'viewing' | 'mail' | 'expose' | 'admin'
>;

// Only the visitor's language is fetched: the three together would weigh on the first page load.
const loaders: Record<Language, () => Promise<Catalogs>> = {
  it: () => import('./catalogs/it').then((m) => m.catalogs),
  de: () => import('./catalogs/de').then((m) => m.catalogs),
  en: () => import('./catalogs/en').then((m) => m.catalogs),
};

/** The frame's texts of one language, as the server hands them over with its page. */
export type FrameTexts = Catalogs;

/**
 * Starts i18next in `language` with that language's catalogs from the domain package, or with
 * `texts` when the server's page carries them (decision 034: no catalog file to fetch). Every
 * catalog carries every key (a test makes sure), so the Italian fallback is never needed.
 */
export async function initI18n(language: Language, texts?: object): Promise<typeof i18next> {
  const catalogs = (texts as Catalogs | undefined) ?? (await loaders[language]());
  await i18next.use(initReactI18next).init({
    resources: { [language]: catalogs },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: Object.keys(catalogs),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // "{{count, number}}" in a catalog is grouped as every figure of the site ("1.234"): i18next's
  // own number format would leave Italian four-digit numbers ungrouped.
  i18next.services.formatter?.add('number', (value, lng) =>
    formatNumber(Number(value), lng ?? language),
  );
  return i18next;
}
