import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SUBTYPES } from '../../core/constants.ts';
import { createListingFormatter, type Translate } from '../../format/listing-format.ts';
import { resources } from '../../i18n/resources.ts';
import { CATEGORY_DETAILS, categoryDetails } from './category-details.ts';
import { CATEGORY_REGISTRY, categoryModule } from './category-registry.ts';
import type { ListingView } from './category-module.ts';

const catalog = resources.it as unknown as Record<string, Record<string, unknown>>;
const t: Translate = (key) => {
  const [ns, path] = key.split(':') as [string, string];
  const value = path.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, catalog[ns]);
  return typeof value === 'string' ? value : key;
};

const listing = (category: string, subtype: string, fields: Record<string, unknown>) =>
  ({
    category,
    rent: false,
    rentPrice: null,
    type: { id: subtype, name: { it: subtype, de: subtype, en: subtype } },
    ...fields,
  }) as ListingView;

describe('category registry (decision 020)', () => {
  it('has one module per category, each with the subtypes of seller-side.md §3', () => {
    expect(Object.keys(CATEGORY_REGISTRY)).toEqual([...CATEGORIES]);
    for (const category of CATEGORIES) {
      expect(categoryModule(category).category).toBe(category);
      expect(categoryModule(category).subtypes).toEqual(SUBTYPES[category]);
    }
  });

  it('sums building land up by its cadastral area, on the card and the detail page alike (buyer-side.md §2)', () => {
    const land = listing('buildingland', 'residential', { catastralArea: 1500 });
    const module = categoryModule('buildingland');
    expect(module.headlineFacts(land)).toEqual({
      rooms: null,
      baths: null,
      area: 1500,
      priceLabelKey: 'fields.price',
    });
    expect(module.columns({ catastralArea: 1500 }).area).toBe(1500);
  });

  it('gives the residential room and bath totals and the sales area (buyer-side.md §9)', () => {
    const flat = listing('residential', 'apartment', {
      rooms: { bed: 2, living: 1, dining: 0, bath: 1, wc: 1 },
      area: 98,
    });
    expect(categoryModule('residential').headlineFacts(flat)).toMatchObject({
      rooms: 3,
      baths: 2,
      area: 98,
    });
    expect(categoryModule('residential').columns({ rooms: { bed: 2 }, nettoArea: 70 })).toEqual({
      roomTotal: 2,
      bathTotal: 0,
      bedrooms: 2,
      area: 70,
    });
  });

  it('applies the minimum bedrooms to residential searches only (buyer-side.md §9)', () => {
    const uses = CATEGORIES.filter((c) => categoryModule(c).matching.usesBedrooms);
    expect(uses).toEqual(['residential']);
  });

  it('lists detail sections only among those the category can have', () => {
    const farm = listing('agriculture', 'agriculture', {
      area: 20000,
      cultivation: [{ description: 'Mele', area: 1.5 }],
    });
    const f = createListingFormatter('it', t);
    const sections = categoryModule('agriculture').detailSections(farm, f);
    for (const section of sections) {
      expect(categoryModule('agriculture').detailSectionKeys).toContain(section.key);
    }
    expect(sections.find((s) => s.key === 'cultivation')?.rows).toEqual([
      { key: 'cultivation.0', label: 'Mele', value: '1,5 ha' },
    ]);
  });
});

/**
 * The modules imported at run time from a source file: every `import … from` and `export … from`
 * but `import type` / `export type` (an import of inline types only, `import { type A }`, still
 * counts, as it may load the module), and bare `import '…'`.
 */
function runtimeImports(source: string): string[] {
  const statements =
    /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'/gm;
  return [...source.matchAll(statements)].map((match) => (match[1] ?? match[2])!);
}

/**
 * The source files a module loads at run time, itself included, following relative imports; and
 * the packages they import.
 * @param entry the module's address
 */
function runtimeGraph(entry: URL): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (url: URL) => {
    if (files.has(url.pathname)) return;
    files.add(url.pathname);
    for (const specifier of runtimeImports(readFileSync(url, 'utf8'))) {
      if (specifier.startsWith('.')) visit(new URL(specifier, url));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('category schemas apart from the registry (decision 020, issue 17)', () => {
  it('name in each module the fields of its schema, in the same order', () => {
    expect(Object.keys(CATEGORY_DETAILS)).toEqual([...CATEGORIES]);
    for (const category of CATEGORIES) {
      expect(categoryDetails(category).category).toBe(category);
      expect(categoryModule(category).detailFields, category).toEqual(
        Object.keys(categoryDetails(category).detailsShape),
      );
    }
  });

  it('keep zod out of the registry, which the public detail page loads', () => {
    const { files, packages } = runtimeGraph(new URL('./category-registry.ts', import.meta.url));
    // The walk reached the modules (it would pass vacuously if the pattern matched nothing).
    for (const category of CATEGORIES) {
      expect(files).toContain(new URL(`./${category}.ts`, import.meta.url).pathname);
    }
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });
});

describe('listing formatter', () => {
  it('groups areas in every language, as the card does ("1.500 m²")', () => {
    expect(createListingFormatter('it', t).area(1500)).toBe('1.500 m²');
    expect(createListingFormatter('de', t).area(1500)).toBe('1.500 m²');
    expect(createListingFormatter('en', t).area(1500)).toBe('1,500 m²');
  });
});
