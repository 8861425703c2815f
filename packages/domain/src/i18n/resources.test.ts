import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './resources.ts';

type Catalog = Record<string, unknown>;

/** Flattens a nested catalog into `a.b.c` keys with their values. */
function flatten(catalog: Catalog, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Catalog, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** The `{{name}}` placeholders of an i18next text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] as string).sort();
}

const languages = Object.keys(resources) as (keyof typeof resources)[];

describe('i18n catalogs (every key in every language, Italian as the reference)', () => {
  it('offers it, de and en with every namespace', () => {
    expect(languages.sort()).toEqual(['de', 'en', 'it']);
    for (const lang of languages) {
      expect(Object.keys(resources[lang]).sort()).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    const reference = flatten(resources.it[ns]);

    for (const lang of languages) {
      const catalog = flatten(resources[lang][ns]);

      it(`${lang}/${ns}: has exactly the Italian keys`, () => {
        const missing = [...reference.keys()].filter((k) => !catalog.has(k));
        const extra = [...catalog.keys()].filter((k) => !reference.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${lang}/${ns}: every text is a non-empty string`, () => {
        const bad = [...catalog]
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect(bad).toEqual([]);
      });

      it(`${lang}/${ns}: uses the same {{placeholders}} as Italian`, () => {
        const differing = [...reference]
          .filter(([k, v]) => {
            const other = catalog.get(k);
            if (typeof v !== 'string' || typeof other !== 'string') return false;
            return placeholders(v).join() !== placeholders(other).join();
          })
          .map(([k]) => k);
        expect(differing).toEqual([]);
      });
    }
  }
});
