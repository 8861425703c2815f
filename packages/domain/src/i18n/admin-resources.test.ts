import { describe, expect, it } from 'vitest';
import { CATEGORY_MODULES } from '../listing/categories/category-registry.ts';
import { LISTING_STATUSES } from '../core/listing-status.ts';
import { adminResources } from './admin-resources.ts';
import { resources } from './resources.ts';

type Catalog = Record<string, unknown>;

function flatten(catalog: Catalog, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value as Catalog, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const languages = ['it', 'de', 'en'] as const;

/** A full catalog key (`admin:columns.price`, `property:fields.floor`) in a language, if any. */
function lookup(language: (typeof languages)[number], fullKey: string): unknown {
  const [ns, key] = fullKey.split(':') as [string, string];
  const catalogs = { ...resources[language], ...adminResources[language] } as Record<
    string,
    Catalog
  >;
  return flatten(catalogs[ns] ?? {}).get(key);
}

describe('admin catalog (issue 15)', () => {
  const reference = [...flatten(adminResources.it.admin).keys()].sort();
  for (const language of languages) {
    it(`${language}: has exactly the Italian keys, none empty`, () => {
      const catalog = flatten(adminResources[language].admin);
      expect([...catalog.keys()].sort()).toEqual(reference);
      for (const value of catalog.values()) expect(String(value).trim()).not.toBe('');
    });

    it(`${language}: every admin column of the registry has a header, every status a label`, () => {
      for (const module of CATEGORY_MODULES) {
        for (const column of module.adminColumns) {
          expect(lookup(language, column.labelKey), column.labelKey).toEqual(expect.any(String));
          for (const value of column.values ?? []) {
            const key = `${column.valueLabelPrefix}${String(value).replace('.', '_')}`;
            expect(lookup(language, key), key).toEqual(expect.any(String));
          }
        }
      }
      for (const status of LISTING_STATUSES) {
        expect(lookup(language, `admin:status.${status}`)).toEqual(expect.any(String));
      }
    });
  }
});
