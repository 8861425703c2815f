import { createInstance, type TOptions } from 'i18next';
import { resources } from '@domus/domain/i18n/resources';
import { adminResources } from '@domus/domain/i18n/admin-resources';
import type { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domus/domain/core/constants';
import { formatNumber } from '@domus/domain/format/locale-format';

export type { Language };

/** Dot paths of the string leaves of an object, without i18next's plural suffixes. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the `errors` namespace, e.g. `api.not_found` or `global.errors.required`. */
export type ErrorMessageKey = LeafPaths<typeof errorsIt>;

/**
 * One i18next instance over the domain package's resources: the same catalogs and the same
 * interpolation and plural rules as the web app, so a message reads alike on both sides.
 */
const i18n = createInstance();
void i18n.init({
  // The `admin` namespace (the CSV export's headers and values) joins the shared catalogs.
  resources: Object.fromEntries(
    LANGUAGES.map((lng) => [lng, { ...resources[lng], ...adminResources[lng] }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['errors', 'common', 'mail'],
  defaultNS: 'errors',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
// "{{count, number}}" is grouped as the web app groups it ("1.234" in it and de, "1,234" in en).
i18n.services.formatter?.add('number', (value, lng) =>
  formatNumber(Number(value), lng ?? DEFAULT_LANGUAGE),
);

const fixedT = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng, 'errors')]),
) as Record<Language, ReturnType<typeof i18n.getFixedT>>;

const fixedCommonT = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng, 'common')]),
) as Record<Language, ReturnType<typeof i18n.getFixedT>>;

const fixedMailT = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng, 'mail')]),
) as Record<Language, ReturnType<typeof i18n.getFixedT>>;

/**
 * A text of the `mail` namespace in `lang`, placeholders filled in but not escaped: the mail
 * layout escapes what goes into HTML.
 */
export function translateMail(lang: Language, key: string, options?: TOptions): string {
  return String(fixedMailT[lang](key, options ?? {}));
}

/**
 * A text of the web app's `common` namespace in `lang`, for pages the server writes itself; a key
 * `ns:key` reads another namespace of the web app (the find page's `find:page.title`).
 */
export function translateCommon(lang: Language, key: string, options?: TOptions): string {
  return String(fixedCommonT[lang](key, options ?? {}));
}

/** The message of `key` in the `errors` namespace, in `lang`. */
export function translateError(lang: Language, key: ErrorMessageKey, options?: TOptions): string {
  return String(fixedT[lang](key, options ?? {}));
}

/** Whether `key` names a message of the `errors` namespace (a leaf, not a group). */
export function isErrorMessageKey(key: string): key is ErrorMessageKey {
  return typeof i18n.getResource(DEFAULT_LANGUAGE, 'errors', key) === 'string';
}

const fixedExposeT = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng, 'expose')]),
) as Record<Language, ReturnType<typeof i18n.getFixedT>>;

/**
 * The texts of the exposé PDFs in `lang`: keys of the `expose` namespace, or `ns:key` of another
 * one (`property:fields.area`), placeholders filled in, not escaped.
 */
export function exposeTranslator(lang: Language): (key: string, options?: TOptions) => string {
  return (key, options) => String(fixedExposeT[lang](key, options ?? {}));
}

const fixedAdminT = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, i18n.getFixedT(lng, 'admin')]),
) as Record<Language, ReturnType<typeof i18n.getFixedT>>;

/**
 * The texts of the admin tables' CSV export in `lang`: keys of the `admin` namespace, or
 * `ns:key` of another one (`property:fields.floor`), placeholders filled in, not escaped.
 */
export function adminTranslator(lang: Language): (key: string, options?: TOptions) => string {
  return (key, options) => String(fixedAdminT[lang](key, options ?? {}));
}
