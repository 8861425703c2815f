import type { DetailsSectionId } from '@domus/domain/listing/categories/category-module';
import type { FormControl, FormGroupId } from '@domus/domain/listing/categories/field-kinds';
import {
  formSectionLayout,
  sumsRooms,
  type FormField,
  type FormGroupLayout,
} from '@domus/domain/listing/form-layout';
import { bathTotal, roomTotal } from '@domus/domain/listing/rooms';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDetailsForm,
  useFormListing,
  usePropertyLabels,
  type DetailsForm,
} from './details-form-context';
import { DefinedField } from './defined-field';
import { FieldGrid, FormGroup } from './form-fields';

/** The controls that stand side by side in a grid; the others take the group's full width. */
const IN_GRID: Readonly<Record<FormControl, boolean>> = {
  number: true,
  switch: true,
  select: true,
  text: true,
  radio: false,
  checks: false,
  textarea: false,
  widget: false,
};

type Labels = ReturnType<typeof usePropertyLabels>;
type GroupHint = (form: DetailsForm, t: (key: string) => string, labels: Labels) => ReactNode;

/**
 * The hint under a group's title: how the hotel's facilities, the additional areas and the
 * parking are typed, and the room and bath totals of a category that sums them up.
 */
const GROUP_HINTS: Partial<Record<FormGroupId, GroupHint>> = {
  facilities: (_, t) => t('details.hints.hotelFacilities'),
  additionalAreas: (_, t) => t('details.hints.additionalAreas'),
  parking: (_, t) => t('details.hints.parking'),
  rooms: ({ category, values }, _, { field }) =>
    sumsRooms(category)
      ? `${field('roomTotal')}: ${roomTotal(values.rooms)} · ${field('bathTotal')}: ${bathTotal(values.rooms)}`
      : undefined,
};

/** Fields shown together: side by side in a grid, or one of the full width. */
interface Run {
  grid: boolean;
  fields: FormField[];
}

/** The fields of a group in runs: those side by side in one grid, the others one by one. */
function runsOf(fields: readonly FormField[]): Run[] {
  const runs: Run[] = [];
  for (const field of fields) {
    const grid = IN_GRID[field.control];
    const last = runs.at(-1);
    if (grid && last?.grid) last.fields.push(field);
    else runs.push({ grid, fields: [field] });
  }
  return runs;
}

/** A group of a sub-step: its title, its hint and its fields in its category's order. */
function DefinedGroup({ group }: { group: FormGroupLayout }) {
  const { t } = useTranslation('sell');
  const form = useDetailsForm();
  const labels = usePropertyLabels();
  const hint = GROUP_HINTS[group.id]?.(form, t as unknown as (key: string) => string, labels);
  return (
    <FormGroup title={t(`details.groups.${group.id}`)} description={hint}>
      {runsOf(group.fields).map(({ grid, fields }) => {
        const shown = fields.map((field) => <DefinedField key={field.name} field={field} />);
        return grid ? <FieldGrid key={fields[0]?.name}>{shown}</FieldGrid> : shown;
      })}
    </FormGroup>
  );
}

/**
 * A sub-step of the step-3 form as the domain lays it out for the listing (issue 31 point 2):
 * its groups in their order with the fields the category's form lists there and the subtype
 * shows, then the values it computes from them.
 */
export function DefinedSection({ id }: { id: DetailsSectionId }) {
  const listing = useFormListing();
  const layout = useMemo(() => formSectionLayout(listing, id), [listing, id]);
  return (
    <>
      {layout.groups.map((group) => (
        <DefinedGroup key={group.id} group={group} />
      ))}
      {layout.computed.map((field) => (
        <DefinedField key={field.name} field={field} />
      ))}
    </>
  );
}
