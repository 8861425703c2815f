import type { NumberKind } from '@domus/domain/listing/categories/field-kinds';
import type { FormField } from '@domus/domain/listing/form-layout';
import { Stack } from '@mantine/core';
import type { JSX } from 'react';
import { useCatalogText, useDetailsForm } from './details-form-context';
import { FIELD_BEHAVIOURS } from './field-behaviours';
import { FIELD_WIDGETS } from './field-widgets';
import {
  ChecksBound,
  NumberBound,
  RadioBound,
  SelectBound,
  SwitchBound,
  TextareaBound,
  TextBound,
  type Choice,
} from './form-fields';

/** A definition's part the control needs, which a definition of its control always has. */
function needed<T>(value: T | undefined, field: FormField, part: string): T {
  if (value === undefined) throw new Error(`the ${field.control} ${field.name} needs its ${part}`);
  return value;
}

/**
 * One step-3 field as its definition says (issue 31 point 2): its label, unit and hint from the
 * catalog keys, its choices from its values, its limits from its kind of number or its length,
 * a field of several values in its widget (`FIELD_WIDGETS`), named as a group by its label.
 */
export function DefinedField({ field }: { field: FormField }): JSX.Element {
  const form = useDetailsForm();
  const text = useCatalogText();
  const label = text(field.labelKey);
  const behaviour = FIELD_BEHAVIOURS[field.name]?.(form, text) ?? {};
  const description = behaviour.description ?? (field.hintKey ? text(field.hintKey) : undefined);
  const choices = (field.values ?? []).map((value) => ({
    value,
    label: text(`${field.valueLabelPrefix ?? ''}${value}`),
  }));
  // The form values are typed by path; a definition's name is the path of its value.
  const path = field.name as never;
  switch (field.control) {
    case 'number':
      return (
        <NumberBound
          path={path}
          label={label}
          kind={needed<NumberKind>(field.number, field, 'kind of number')}
          unit={field.unitKey ? text(field.unitKey) : undefined}
          description={description}
          required={field.required || undefined}
          onValue={behaviour.onValue}
        />
      );
    case 'switch':
      return <SwitchBound path={path} label={label} />;
    case 'select':
      return (
        <SelectBound
          path={path}
          label={label}
          choices={choices}
          emptyLabel={field.emptyChoice ? text('sell:details.notGiven') : undefined}
          leftSection={behaviour.leftSection}
        />
      );
    case 'radio':
      return <RadioBound path={path} label={label} choices={choices as Choice<string>[]} />;
    case 'checks':
      return <ChecksBound path={path} label={label} choices={choices as Choice<string>[]} />;
    case 'text':
      return (
        <TextBound
          path={path}
          label={label}
          maxLength={needed(field.maxLength, field, 'length')}
          required={field.required || undefined}
        />
      );
    case 'textarea':
      return (
        <TextareaBound
          path={path}
          label={label}
          maxLength={needed(field.maxLength, field, 'length')}
          description={description}
        />
      );
    case 'widget': {
      const Widget = FIELD_WIDGETS[needed(field.widget, field, 'widget')];
      return (
        <Stack gap="md" role="group" aria-label={label}>
          <Widget />
        </Stack>
      );
    }
  }
}
