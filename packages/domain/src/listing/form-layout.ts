/**
 * The step-3 form of one listing, read from the field definitions (issue 31 point 2): which
 * fields a sub-step shows for the listing's category, subtype and offer, in which groups, and
 * each field as the form shows it (label, unit, hint, choices, limits, whether it is required).
 * The web form renders what this says and names no field or category of its own. It lives among
 * the rules because it asks the price, sell-type and visibility rules.
 */
import type { DetailsSectionId } from './categories/category-module.ts';
import { categoryModule } from './categories/category-registry.ts';
import {
  FIELD_DEFINITIONS,
  isFieldName,
  type FieldDefinition,
  type FieldName,
} from './categories/field-definitions.ts';
import {
  FORM_GROUPS,
  type FormControl,
  type FormGroupId,
  type FormWidget,
  type NumberKind,
} from './categories/field-kinds.ts';
import type { Category, Subtype } from '../core/constants.ts';
import { offersRentPrice, rentPriceLabel, requiresNumOfPlaces, requiresPrice } from './price.ts';
import { sellTypesFor } from './sell-type.ts';
import { isFieldVisible } from './visibility.ts';

/** The listing the form is for. */
export interface FormListing {
  category: Category;
  subtype: Subtype;
  rent: boolean;
  /** Staff also type the fields only staff type (the property number). */
  staff: boolean;
}

/** One field as the listing's form shows it. */
export interface FormField {
  name: FieldName;
  group: FormGroupId;
  control: FormControl;
  /** Full catalog key of its label. */
  labelKey: string;
  /** Full catalog key of its unit, shown after the number. */
  unitKey?: string;
  /** Full catalog key of the hint below the input. */
  hintKey?: string;
  number?: NumberKind;
  maxLength?: number;
  /** Its choices in their order, and the catalog prefix of their labels. */
  values?: readonly (string | number)[];
  valueLabelPrefix?: string;
  /** A select that may stay without a value ("not given"). */
  emptyChoice: boolean;
  required: boolean;
  /** For a field of several values, or one the form computes: the widget showing it. */
  widget?: FormWidget;
  /** Computed from the others, never typed: shown after the groups it is computed from. */
  computed: boolean;
}

/** What a field's form depends on of the listing beyond its subtype. */
type ListingRule = (listing: FormListing) => Partial<FormField> & { shown?: boolean };

/**
 * The fields that change with the offer or the category's price rules (seller-side.md §5 Price,
 * decisions.md Seller wizard): the sell types of sale or rent, the price named the monthly rent
 * when renting and required where the category requires it, the rent beside a sale price (the
 * price of the premises for an office), the garage's required number of places.
 */
const LISTING_RULES: Partial<Record<FieldName, ListingRule>> = {
  sellType: ({ category, subtype, rent }) => ({
    values: sellTypesFor(rent, category, subtype),
    ...(rent ? { labelKey: 'sell:details.labels.sellTypeRent' } : {}),
  }),
  price: ({ category, rent }) => ({
    required: requiresPrice(category),
    ...(rent ? { labelKey: 'property:fields.priceRent' } : {}),
  }),
  rentPrice: ({ category, subtype, rent }) => {
    const label = rentPriceLabel(subtype);
    return {
      shown: offersRentPrice(category, rent),
      labelKey: `property:fields.${label}`,
      ...(label === 'rentPrice' ? { hintKey: 'sell:details.hints.rentPrice' } : {}),
    };
  },
  numOfPlaces: ({ category }) => ({ required: requiresNumOfPlaces(category) }),
};

/** The definition's form part of a field the step-3 form shows. */
function formOf(definition: FieldDefinition): NonNullable<FieldDefinition['form']> {
  if (!definition.form) throw new Error(`${definition.name} is no field of step 3`);
  return definition.form;
}

/**
 * A field as the listing's form shows it, with whether the listing shows it at all.
 * @param listing the listing's category, subtype, offer and whether staff type
 * @param name the field's name
 */
function resolve(listing: FormListing, name: FieldName): { field: FormField; shown: boolean } {
  const definition = FIELD_DEFINITIONS[name];
  const form = formOf(definition);
  const { shown = true, ...byListing } = LISTING_RULES[name]?.(listing) ?? {};
  const field: FormField = {
    name,
    group: form.group,
    control: form.control,
    labelKey: definition.labelKey,
    ...(definition.unitKey ? { unitKey: definition.unitKey } : {}),
    ...(form.hintKey ? { hintKey: form.hintKey } : {}),
    ...(form.number ? { number: form.number } : {}),
    ...(form.maxLength ? { maxLength: form.maxLength } : {}),
    ...(definition.values ? { values: definition.values } : {}),
    ...(definition.valueLabelPrefix ? { valueLabelPrefix: definition.valueLabelPrefix } : {}),
    emptyChoice: form.emptyChoice ?? false,
    required: false,
    ...(form.control === 'widget' ? { widget: name as FormWidget } : {}),
    computed: false,
    ...categoryModule(listing.category).form.placements?.[name],
    ...byListing,
  };
  const visible =
    shown &&
    isFieldVisible(listing.category, listing.subtype, name) &&
    (!form.staffOnly || listing.staff);
  return { field, shown: visible };
}

/**
 * A field as the listing's form shows it.
 * @param listing the listing's category, subtype, offer and whether staff type
 * @param name the field's name
 */
export function formField(listing: FormListing, name: FieldName): FormField {
  return resolve(listing, name).field;
}

/**
 * The fields a sub-step of the listing's form shows, in its category's order (`form.sections`
 * of its module), without those the subtype, the offer or the person typing does not show.
 * @param listing the listing's category, subtype, offer and whether staff type
 * @param section the sub-step
 */
export function formSectionFields(
  listing: FormListing,
  section: DetailsSectionId,
): readonly FormField[] {
  const names = categoryModule(listing.category).form.sections[section] ?? [];
  return names
    .filter(isFieldName)
    .map((name) => resolve(listing, name))
    .filter(({ shown }) => shown)
    .map(({ field }) => field);
}

/** One group of a sub-step with its fields in order. */
export interface FormGroupLayout {
  id: FormGroupId;
  fields: readonly FormField[];
}

/** A sub-step as the form shows it. */
export interface FormSectionLayout {
  /** Its groups in `FORM_GROUPS` order, each with at least one field. */
  groups: readonly FormGroupLayout[];
  /** The values it computes from its fields, after its groups. */
  computed: readonly FormField[];
}

/**
 * The groups of a sub-step of the listing's form with the fields each shows.
 * @param listing the listing's category, subtype, offer and whether staff type
 * @param section the sub-step
 */
export function formSectionLayout(
  listing: FormListing,
  section: DetailsSectionId,
): FormSectionLayout {
  const fields = formSectionFields(listing, section);
  const typed = fields.filter((field) => !field.computed);
  return {
    groups: FORM_GROUPS.map((id) => ({
      id,
      fields: typed.filter((field) => field.group === id),
    })).filter((group) => group.fields.length > 0),
    computed: fields.filter((field) => field.computed),
  };
}

/**
 * Whether a category's form sums up its rooms and baths beside their counts (seller-side.md §9
 * room total): residential, whose totals the search filters by.
 * @param category the property category
 */
export function sumsRooms(category: Category): boolean {
  return categoryModule(category).form.sumsRooms ?? false;
}
