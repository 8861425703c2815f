/**
 * Walks every field definition through the surfaces the domain builds (issue 31 point 2): the
 * detail page's rows (which the long exposé prints too), the admin table's column and the
 * history's label, in German and in English. The form half walks the step-3 form in the web
 * app (`details-step.fields.test.tsx`).
 */
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  SUBTYPES,
  type Category,
  type Language,
  type Subtype,
} from '../../core/constants.ts';
import { adminColumnHeader, adminCellText } from '../../staff/admin-cells.ts';
import { createListingFormatter } from '../../format/listing-format.ts';
import { adminResources } from '../../i18n/admin-resources.ts';
import { resources } from '../../i18n/resources.ts';
import type { AdminListingRow } from '../../staff/admin-listings.schema.ts';
import { categoryModule } from './category-registry.ts';
import {
  FIELD_DEFINITIONS,
  FIELD_LIST,
  fieldLabelKey,
  isFieldName,
  type FieldDefinition,
} from './field-definitions.ts';
import { NUMBER_KINDS } from './field-kinds.ts';

const LANGUAGES: readonly Language[] = ['de', 'en'];

/** The catalogs' lookup of `ns:key` with placeholders filled, the key itself when missing. */
function translator(language: Language) {
  const catalogs = { ...resources[language], ...adminResources[language] } as Record<
    string,
    unknown
  >;
  return (fullKey: string, options?: Record<string, unknown>) => {
    const [ns, key] = fullKey.split(':') as [string, string | undefined];
    let value: unknown = catalogs[ns];
    for (const part of (key ?? '').split('.')) {
      value = (value as Record<string, unknown> | undefined)?.[part];
    }
    if (typeof value !== 'string') return fullKey;
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String((options?.[name] as string | number | undefined) ?? ''),
    );
  };
}

/** A value of the field that the detail page shows, for every subtype that has the field. */
const COMPOSITE_SAMPLES: Record<string, unknown> = {
  rooms: { bed: 2, living: 1, dining: 1, bath: 1, wc: 1, kitchen: 1, seats: 20, externalSeats: 8 },
  areas: { cellar: { amount: 1, area: 12 } },
  garden: { type: 'private', area: 80 },
  parking: {
    garage: { number: 1, price: 20000 },
    parkingLot: { number: 2 },
    truckLot: { number: 1 },
    common: true,
    bike: true,
  },
  hotel: { stars: 4, sleepingPlaces: 40, barPlaces: 20, restaurantPlaces: 60, spa: 90 },
  commercialInfo: { avgAnnualTurnover: 250000, avgAnnualProfit: 40000 },
  administrator: { name: 'Amministrazione Rossi', tel: '+39 0471 000000' },
  cultivation: [{ description: 'Meleto', area: 1.5 }],
  landUseZone: 'B1',
};

/**
 * A value of a plain field that says something: the first of its choices, a list of it, a yes,
 * or a number inside its kind's limits.
 * @param definition the field
 */
function sampleOf(definition: FieldDefinition): unknown {
  if (definition.name in COMPOSITE_SAMPLES) return COMPOSITE_SAMPLES[definition.name];
  const first = definition.values?.[0];
  switch (definition.form?.control) {
    case 'checks':
      return [first];
    case 'select':
    case 'radio':
      return first;
    case 'switch':
      return true;
    default: {
      const kind = NUMBER_KINDS[definition.form?.number ?? 'count'];
      return Math.max(kind.min, Math.min(kind.max, 3 + kind.min));
    }
  }
}

/** The fields a category's form shows for a subtype, with its sub-steps that apply. */
function formFields(category: Category, subtype: Subtype): string[] {
  const module = categoryModule(category);
  return Object.entries(module.form.sections)
    .filter(([section]) => module.form.showsSection(section as never, subtype))
    .flatMap(([, fields]) => fields)
    .filter((field) => module.isFieldVisible(subtype, field));
}

/** A listing of the subtype with every field of its form given a value that shows. */
function sampleListing(category: Category, subtype: Subtype) {
  const details = Object.fromEntries(
    formFields(category, subtype)
      .filter(isFieldName)
      .filter((name) => FIELD_DEFINITIONS[name].scope === 'details')
      .map((name) => [name, sampleOf(FIELD_DEFINITIONS[name])]),
  );
  return {
    ...details,
    category,
    rent: false,
    price: 350000,
    rentPrice: 900,
    type: { id: subtype, name: { it: 'Tipo', de: 'Typ', en: 'Type' } },
  };
}

const everySubtype = CATEGORIES.flatMap((category) =>
  (SUBTYPES[category] as readonly Subtype[]).map((subtype) => [category, subtype] as const),
);

describe('issue 31.2: every field is declared once and shown on each of its surfaces', () => {
  it('every field a category keeps or its form shows has a definition of the right scope', () => {
    for (const category of CATEGORIES) {
      const module = categoryModule(category);
      for (const field of module.detailFields) {
        expect(isFieldName(field) && FIELD_DEFINITIONS[field].scope, field).toBe('details');
      }
      for (const fields of Object.values(module.form.sections)) {
        for (const field of fields) expect(isFieldName(field), `${category}.${field}`).toBe(true);
      }
    }
  });

  it('every definition is some category’s field', () => {
    const used = new Set(
      CATEGORIES.flatMap((category) =>
        Object.values(categoryModule(category).form.sections).flat(),
      ),
    );
    for (const definition of FIELD_LIST.filter((d) => d.form)) {
      expect(used.has(definition.name), definition.name).toBe(true);
    }
  });

  it.each(LANGUAGES)(
    'every definition’s label, unit and values are in the %s catalogs (form, history)',
    (language) => {
      const t = translator(language);
      for (const definition of FIELD_LIST) {
        const keys = [
          definition.labelKey,
          ...(definition.unitKey ? [definition.unitKey] : []),
          ...(definition.values ?? []).map((value) => `${definition.valueLabelPrefix}${value}`),
        ];
        for (const key of keys) expect(t(key), `${definition.name}: ${key}`).not.toBe(key);
        // The history names a change of the field by the same label.
        expect(fieldLabelKey(definition.name)).toBe(definition.labelKey);
      }
    },
  );

  it.each(LANGUAGES)(
    '%s: the detail page and the long exposé show every field that has detail rows',
    (language) => {
      const t = translator(language);
      const f = createListingFormatter(language, t);
      for (const [category, subtype] of everySubtype) {
        const listing = sampleListing(category, subtype);
        const sections = categoryModule(category).detailSections(listing, f);
        const rows = sections.flatMap((section) => section.rows);
        for (const name of formFields(category, subtype).filter(isFieldName)) {
          const definition = FIELD_DEFINITIONS[name];
          if (!definition.surfaces.includes('detail')) continue;
          const own = rows.filter((row) => row.key === name || row.key.startsWith(`${name}.`));
          expect(own.length, `${category}/${subtype}: ${name}`).toBeGreaterThan(0);
          for (const row of own) {
            expect(row.label, `${category}/${subtype}: ${row.key}`).not.toMatch(/^[a-z]+:/);
            expect(row.value, `${category}/${subtype}: ${row.key}`).not.toMatch(/^[a-z]+:|^$/);
          }
          const placed = new Set(definition.detail.map((placement) => placement.section));
          for (const section of sections) {
            if (section.rows.some((row) => own.includes(row))) {
              expect(placed.has(section.key), `${name} in ${section.key}`).toBe(true);
            }
          }
        }
      }
    },
  );

  it.each(LANGUAGES)(
    '%s: the admin table shows every field column its category lists',
    (language) => {
      const t = translator(language);
      const f = createListingFormatter(language, t);
      for (const category of CATEGORIES) {
        const module = categoryModule(category);
        const subtypes = SUBTYPES[category] as readonly Subtype[];
        for (const column of module.adminColumns.filter((c) => c.detailsPath)) {
          // A subtype whose form has the field: a column may be of a field some subtypes hide.
          const subtype =
            subtypes.find((s) => formFields(category, s).includes(column.detailsPath![0]!)) ??
            subtypes[0]!;
          const listing = sampleListing(category, subtype) as Record<string, unknown>;
          const value = column.detailsPath!.reduce<unknown>(
            (at, part) => (at as Record<string, unknown> | undefined)?.[part],
            listing,
          );
          const row = { facts: { [column.key]: value } } as unknown as AdminListingRow;
          expect(adminColumnHeader(column, f, 'table'), column.key).not.toBe(column.labelKey);
          expect(adminCellText(column, row, f, 'table'), `${category}: ${column.key}`).not.toBe('');
          expect(adminCellText(column, row, f, 'table')).not.toMatch(/^[a-z]+:/);
          // A fact column is a field's declared admin column.
          const name = column.detailsPath![0]!;
          expect(isFieldName(name) && FIELD_DEFINITIONS[name].surfaces, column.key).toContain(
            'admin',
          );
        }
      }
    },
  );
});
