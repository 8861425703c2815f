import { describe, expect, it } from 'vitest';
import { DETAILS_SECTIONS } from './categories/category-module.ts';
import { categoryModule } from './categories/category-registry.ts';
import { FIELD_DEFINITIONS, isFieldName } from './categories/field-definitions.ts';
import { FORM_GROUPS, FORM_WIDGETS } from './categories/field-kinds.ts';
import { CATEGORIES, SUBTYPES, type Category, type Subtype } from '../core/constants.ts';
import {
  formField,
  formSectionFields,
  formSectionLayout,
  type FormListing,
} from './form-layout.ts';

const listing = (
  category: Category,
  subtype: Subtype,
  rent = false,
  staff = true,
): FormListing => ({
  category,
  subtype,
  rent,
  staff,
});

const everySubtype = () =>
  CATEGORIES.flatMap((category) =>
    (SUBTYPES[category] as readonly Subtype[]).map((subtype) => listing(category, subtype)),
  );

describe('issue 31.2: the step-3 form laid out from the field definitions', () => {
  it('lists in each category’s sub-steps only step-3 fields, each shown by a control or a widget', () => {
    for (const category of CATEGORIES) {
      for (const names of Object.values(categoryModule(category).form.sections)) {
        for (const name of names) {
          expect(isFieldName(name), `${category} ${name}`).toBe(true);
          if (!isFieldName(name)) continue;
          expect(FIELD_DEFINITIONS[name].form, `${category} ${name}`).toBeDefined();
          const field = formField(listing(category, SUBTYPES[category][0]), name);
          if (field.control === 'widget') expect(FORM_WIDGETS).toContain(field.widget);
          if (field.control === 'number') expect(field.number).toBeDefined();
          if (field.control === 'text' || field.control === 'textarea') {
            expect(field.maxLength).toBeGreaterThan(0);
          }
          if (['select', 'radio', 'checks'].includes(field.control)) {
            expect(field.values?.length ?? 0).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('puts every field a sub-step shows in exactly one group, in FORM_GROUPS order', () => {
    for (const form of everySubtype()) {
      for (const section of DETAILS_SECTIONS) {
        const layout = formSectionLayout(form, section);
        const ids = layout.groups.map((group) => group.id);
        expect(ids).toEqual(FORM_GROUPS.filter((id) => ids.includes(id)));
        const laidOut = [...layout.groups.flatMap((group) => group.fields), ...layout.computed];
        expect(laidOut.map((field) => field.name).sort()).toEqual(
          formSectionFields(form, section)
            .map((field) => field.name)
            .sort(),
        );
      }
    }
  });

  it('keeps each sub-step’s groups as the form had them (seller-side.md §3)', () => {
    const groups = (form: FormListing, section: (typeof DETAILS_SECTIONS)[number]) =>
      Object.fromEntries(
        formSectionLayout(form, section).groups.map((group) => [
          group.id,
          group.fields.map((field) => field.name),
        ]),
      );
    expect(groups(listing('garage', 'garage'), 'characteristics')).toEqual({
      general: ['numOfPlaces', 'floor', 'floors', 'area', 'reachableTruck'],
      condition: ['condition', 'constructionYear', 'power', 'light', 'runningWater'],
    });
    expect(groups(listing('buildingland', 'industrial'), 'land')).toEqual({
      land: [
        'catastralArea',
        'cubic',
        'grossArea',
        'landUseZone',
        'cubicIndex',
        'surfaceIndex',
        'maxHeight',
        'maxGroundCover',
        'maxSoilSeal',
      ],
    });
    expect(groups(listing('commercial', 'industry'), 'building')).toEqual({
      plot: [
        'purpose',
        'overGroundArea',
        'underGroundArea',
        'catastralArea',
        'landUseZone',
        'cubicIndex',
        'maxHeight',
        'maxGroundCover',
        'maxSoilSeal',
      ],
    });
    expect(groups(listing('agriculture', 'agriculture'), 'land')).toEqual({
      land: ['area', 'fountains', 'sprinklers', 'hailnets'],
      cultivation: ['cultivation'],
    });
    const house = formSectionLayout(listing('residential', 'house'), 'roomsAndAreas');
    expect(house.computed.map((field) => [field.name, field.widget, field.labelKey])).toEqual([
      ['area', 'salesArea', 'property:fields.salesArea'],
    ]);
  });

  it('names the price the monthly rent when renting and offers the rent beside a sale price only (§5 Price)', () => {
    const names = (form: FormListing) =>
      formSectionFields(form, 'price').map((field) => field.name);
    expect(names(listing('residential', 'apartment'))).toContain('rentPrice');
    expect(names(listing('residential', 'apartment', true))).not.toContain('rentPrice');
    expect(formField(listing('residential', 'apartment', true), 'price').labelKey).toBe(
      'property:fields.priceRent',
    );
    expect(formField(listing('residential', 'apartment'), 'price').required).toBe(true);
    expect(formField(listing('agriculture', 'agriculture'), 'price').required).toBe(false);
    expect(formField(listing('garage', 'garage'), 'numOfPlaces').required).toBe(true);
    expect(formField(listing('commercial', 'office'), 'rentPrice').labelKey).toBe(
      'property:fields.rentPriceOffice',
    );
    expect(formField(listing('commercial', 'store', true), 'sellType').values).not.toContain(
      'both',
    );
  });

  it('shows the property number to staff only, and no field a subtype hides', () => {
    const names = (form: FormListing, section: (typeof DETAILS_SECTIONS)[number]) =>
      formSectionFields(form, section).map((field) => field.name);
    expect(names(listing('residential', 'apartment'), 'price')).toContain('property_id');
    expect(names(listing('residential', 'apartment', false, false), 'price')).not.toContain(
      'property_id',
    );
    expect(names(listing('residential', 'villa'), 'characteristics')).not.toContain('numOfUnits');
    expect(names(listing('residential', 'villa'), 'price')).not.toContain('administrator');
    expect(names(listing('commercial', 'office'), 'price')).not.toContain('sellType');
  });
});
