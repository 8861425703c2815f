import type { Category, Subtype } from '@domus/domain/core/constants';
import type { PropertyCatalog } from '@domus/domain/i18n/locales/it/property';
import type { FormListing } from '@domus/domain/listing/form-layout';
import { createContext, use, useMemo } from 'react';
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

/** The listing the form is for, as the domain's form layout reads it. */
export function useFormListing(): FormListing {
  const { category, subtype, rent, isAdmin } = useDetailsForm();
  return useMemo(
    () => ({ category, subtype, rent, staff: isAdmin }),
    [category, subtype, rent, isAdmin],
  );
}

/** The text of a full catalog key (`property:fields.floor`), with its values filled in. */
export type CatalogText = (key: string, values?: Record<string, string | number>) => string;

/** The text of a full catalog key, as the field definitions name them. */
export function useCatalogText(): CatalogText {
  const { t } = useTranslation();
  return t as unknown as CatalogText;
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
