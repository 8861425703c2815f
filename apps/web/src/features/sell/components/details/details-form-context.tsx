import type { DetailsSectionId } from '@domus/domain/categories/category-module';
import { categoryModule } from '@domus/domain/categories/category-registry';
import type { Category, Subtype } from '@domus/domain/constants';
import type { PropertyCatalog } from '@domus/domain/i18n/locales/it/property';
import { isFieldVisible } from '@domus/domain/rules/visibility';
import { categoryDetailKeys } from '@domus/domain/schemas/property.schema';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailsValues } from '../../utils/details-values';
import type { FieldPath, FieldValue } from '../../utils/value-path';

/** What every part of the step-3 form reads: the listing's kind, its values and problems. */
export interface DetailsForm {
  category: Category;
  subtype: Subtype;
  rent: boolean;
  isAdmin: boolean;
  readOnly: boolean;
  values: DetailsValues;
  /** Sets one field. Several calls in one event build on each other. */
  set: <P extends FieldPath>(path: P, value: FieldValue<P>) => void;
  /** The problem of a field in the interface language, if any. */
  error: (path: string) => string | undefined;
}

/** The step-3 form around its fields (provided by the details step). */
export const DetailsFormContext = createContext<DetailsForm | null>(null);

/** The step-3 form the component stands in. */
export function useDetailsForm(): DetailsForm {
  const form = use(DetailsFormContext);
  if (!form) throw new Error('useDetailsForm needs the details step around it');
  return form;
}

/**
 * Whether the listing's form shows a field: one of its category's fields that the domain's
 * visibility rules keep for the subtype (seller-side.md §3, §5).
 */
export function useShows(): (field: string) => boolean {
  const { category, subtype } = useDetailsForm();
  return (field) =>
    categoryDetailKeys(category).includes(field) && isFieldVisible(category, subtype, field);
}

/**
 * Whether a sub-step of the listing's form lists a field (its category module's form sections),
 * for the parts of a sub-step that differ between categories.
 */
export function useSectionShows(section: DetailsSectionId): (field: string) => boolean {
  const { category } = useDetailsForm();
  const fields = categoryModule(category).form.sections[section] ?? [];
  return (field) => fields.includes(field);
}

/** The label of a property field, from the `property` namespace. */
export function usePropertyLabels() {
  const { t } = useTranslation('property');
  return {
    field: (name: keyof PropertyCatalog['fields']) => t(`fields.${name}`),
    unit: (name: keyof PropertyCatalog['units']) => t(`units.${name}`),
    /** The label of a value (`values.condition.1`); codes may be numbers, which keys cannot type. */
    valueLabel: (group: keyof PropertyCatalog['values'], code: string | number) =>
      (t as unknown as (key: string) => string)(`values.${group}.${code}`),
  };
}
