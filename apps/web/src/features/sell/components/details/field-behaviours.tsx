import '@mantine/core/styles/ColorSwatch.layer.css';
import type { FieldName } from '@domus/domain/listing/categories/field-definitions';
import { energyClassColor, energyClassFromConsumption } from '@domus/domain/listing/energy';
import { ColorSwatch } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CatalogText, DetailsForm } from './details-form-context';

/** What a field does beyond its definition: its hint, its update, a mark beside its value. */
export interface FieldBehaviour {
  description?: ReactNode;
  /** Replaces the plain update of a number. */
  onValue?: (value: number | null) => void;
  leftSection?: ReactNode;
}

/**
 * The fields that act on others, by name, in one place: the energy demand suggests the energy
 * class (seller-side.md §9 thresholds), which the seller may still change, and the class shows
 * its colour.
 */
export const FIELD_BEHAVIOURS: Partial<
  Record<FieldName, (form: DetailsForm, text: CatalogText) => FieldBehaviour>
> = {
  energyConsumption: (form, text) => {
    const consumption = form.values.energyConsumption;
    const suggested = consumption === null ? null : energyClassFromConsumption(consumption);
    return {
      description: suggested
        ? text('sell:details.hints.energySuggestion', {
            energyClass: text(`property:values.energyClass.${suggested}`),
          })
        : text('sell:details.hints.energyConsumption'),
      onValue: (value) => {
        form.set('energyConsumption', value);
        if (value !== null) form.set('energyClass', energyClassFromConsumption(value));
      },
    };
  },
  energyClass: (form) => {
    const energyClass = form.values.energyClass;
    return {
      leftSection: energyClass ? (
        <ColorSwatch color={energyClassColor(energyClass)} size={14} />
      ) : null,
    };
  },
};
