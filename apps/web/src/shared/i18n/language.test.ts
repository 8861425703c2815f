import { describe, expect, it } from 'vitest';
import { languageFromTag } from '@domus/domain/core/languages';
import { resolveLanguage } from './language';

describe('interface language (buyer-side.md §7, §9 Languages)', () => {
  it('takes a valid ?lang= first and marks it to be stored', () => {
    expect(resolveLanguage({ query: 'de', stored: 'en', browser: 'it-IT' })).toEqual({
      language: 'de',
      fromQuery: true,
    });
    expect(resolveLanguage({ query: ' EN ', stored: null, browser: null })).toEqual({
      language: 'en',
      fromQuery: true,
    });
  });

  it('ignores an unknown ?lang= and uses the stored choice', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'en', browser: 'de-DE' })).toEqual({
      language: 'en',
      fromQuery: false,
    });
  });

  it('without a choice uses the first two letters of the browser language when supported', () => {
    expect(resolveLanguage({ query: null, stored: null, browser: 'de-AT' }).language).toBe('de');
    expect(resolveLanguage({ query: null, stored: 'xx', browser: 'en-GB' }).language).toBe('en');
  });

  it('falls back to Italian for an unsupported or missing browser language', () => {
    expect(resolveLanguage({ query: null, stored: null, browser: 'fr-FR' }).language).toBe('it');
    expect(resolveLanguage({ query: null, stored: null, browser: undefined }).language).toBe('it');
  });

  it('reads language tags by their first two letters', () => {
    expect(languageFromTag('IT-ch')).toBe('it');
    expect(languageFromTag('e')).toBeUndefined();
    expect(languageFromTag('')).toBeUndefined();
  });
});
