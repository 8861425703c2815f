import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import { fieldPartsOf } from '@domus/domain/listing/categories/form-values';
import type { Language } from '@domus/domain/core/constants';
import { salesAreaFromGroundAreas } from '@domus/domain/listing/sales-area';
import { gardenTypesFor, showsGardenArea } from '@domus/domain/listing/visibility';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/lib/format';
import { salesAreaOf, type AreaKind, type RoomKind } from '../../utils/details-values';
import { useDetailsForm, usePropertyLabels } from './details-form-context';
import { FieldGrid, FieldPair, NumberBound, RadioBound } from './form-fields';

/** The room counts of the kinds the subtype offers, else of every kind of its rooms field. */
export function RoomsWidget() {
  const { t: tp } = useTranslation('property');
  const { category, subtype } = useDetailsForm();
  const rooms = (categoryModule(category).roomKinds(subtype) ??
    fieldPartsOf(category, 'rooms') ??
    []) as readonly RoomKind[];
  return (
    <FieldGrid compact>
      {rooms.map((kind) => (
        <NumberBound key={kind} path={`rooms.${kind}`} label={tp(`rooms.${kind}`)} kind="count" />
      ))}
    </FieldGrid>
  );
}

/**
 * Additional areas with their number and total area; the total is disabled and back to 0 while
 * the number is 0 (seller-side.md §4).
 */
export function AdditionalAreasWidget() {
  const { t } = useTranslation('sell');
  const { t: tp } = useTranslation('property');
  const { field, unit } = usePropertyLabels();
  const form = useDetailsForm();
  const kinds = (fieldPartsOf(form.category, 'areas') ?? []) as readonly AreaKind[];

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
      {kinds.map((kind) => {
        const name = tp(`areas.${kind}`);
        const amount = form.values.areas[kind].amount;
        return (
          <FieldPair key={kind} name={name}>
            <NumberBound
              path={`areas.${kind}.amount`}
              label={field('amount')}
              kind="count"
              onValue={(value) => {
                form.set(`areas.${kind}.amount`, value ?? 0);
                if (!value) form.set(`areas.${kind}.area`, 0);
              }}
            />
            <NumberBound
              path={`areas.${kind}.area`}
              label={t('details.labels.totalArea')}
              kind="area"
              unit={unit('squareMetres')}
              disabled={amount === 0}
            />
          </FieldPair>
        );
      })}
    </SimpleGrid>
  );
}

/** Garden kind (a villa offers no community garden) with the area of a private one (§5). */
export function GardenWidget() {
  const { t } = useTranslation('sell');
  const { field, unit, valueLabel } = usePropertyLabels();
  const form = useDetailsForm();

  return (
    <>
      <RadioBound
        path="garden.type"
        label={t('details.labels.gardenType')}
        choices={gardenTypesFor(form.subtype).map((value) => ({
          value,
          label: valueLabel('garden', value),
        }))}
        onValue={(type) => {
          form.set('garden.type', type);
          if (!showsGardenArea(type)) form.set('garden.area', 0);
        }}
      />
      {showsGardenArea(form.values.garden.type) && (
        <FieldGrid>
          <NumberBound
            path="garden.area"
            label={field('gardenArea')}
            kind="area"
            unit={unit('squareMetres')}
          />
        </FieldGrid>
      )}
    </>
  );
}

/** The sales area (seller-side.md §9), computed with the domain's formula as the seller types. */
export function SalesAreaWidget() {
  const { t, i18n } = useTranslation('sell');
  const { field, unit } = usePropertyLabels();
  const { category, subtype, values } = useDetailsForm();
  const labelId = useId();
  const area = salesAreaOf(category, subtype, values);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-primary-color-0)">
      <Group justify="space-between" align="center" wrap="nowrap" gap="md">
        <div>
          <Text fw={700} id={labelId}>
            {field('salesArea')}
          </Text>
          <Text size="sm" c="dimmed">
            {salesAreaFromGroundAreas(subtype)
              ? t('details.hints.salesAreaHouse')
              : t('details.hints.salesArea')}
          </Text>
        </div>
        <Text
          component="output"
          aria-labelledby={labelId}
          aria-live="polite"
          fz={{ base: 'xl', sm: 28 }}
          fw={700}
          style={{ whiteSpace: 'nowrap' }}
        >
          {`${formatCount(area, i18n.language as Language)} ${unit('squareMetres')}`}
        </Text>
      </Group>
    </Paper>
  );
}
