import { describe, expect, it } from 'vitest';
import { isLanguage, languageCookie, languageFromCookies, languageFromTag } from './languages.ts';

describe('the interface language both sides read (buyer-side.md §7, decision 034)', () => {
  it('knows it, de and en only', () => {
    expect(['it', 'de', 'en'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('takes the first two letters of a browser tag when supported', () => {
    expect(languageFromTag('de-AT')).toBe('de');
    expect(languageFromTag('IT-ch')).toBe('it');
    expect(languageFromTag('fr-FR')).toBeUndefined();
    expect(languageFromTag('')).toBeUndefined();
  });

  it('reads back the cookie the web app writes, among others, and ignores a wrong value', () => {
    const written = languageCookie('de').split(';')[0]!;
    expect(languageFromCookies(written)).toBe('de');
    expect(languageFromCookies(`a=1; ${written}; b=2`)).toBe('de');
    expect(languageFromCookies('domus_language=fr')).toBeUndefined();
    expect(languageFromCookies('xdomus_language=de')).toBeUndefined();
    expect(languageFromCookies(undefined)).toBeUndefined();
  });
});
