import { DEFAULT_LANGUAGE, type Language } from '@domus/domain/core/constants';
import { isLanguage } from '@domus/domain/core/languages';

/**
 * The first supported language of an Accept-Language header, by quality then by order
 * ("de-AT,de;q=0.9,en;q=0.8" gives de); undefined when none is supported.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: Number.isFinite(q) ? q : 0,
        index,
      };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((r) => r.primary).find(isLanguage);
}

/** The outcome of reading the request language: the language, and whether `?lang=` was invalid. */
export type LanguageResolution = { lang: Language; invalidQuery: boolean };

/**
 * The request language: `?lang=` (it, de or en) when valid, else Accept-Language's first supported
 * language, else Italian. An invalid `?lang=` is reported so the caller can answer 400 in the
 * language the header asks for.
 */
export function resolveLanguage(
  queryLang: unknown,
  acceptLanguage: string | undefined,
): LanguageResolution {
  const fromHeader = languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
  if (queryLang === undefined) return { lang: fromHeader, invalidQuery: false };
  if (isLanguage(queryLang)) return { lang: queryLang, invalidQuery: false };
  return { lang: fromHeader, invalidQuery: true };
}
