import type { NumberKind } from '@domus/domain/listing/categories/field-kinds';
import { HOTEL_STARS } from '@domus/domain/core/constants';
import { hotelStarsKey } from '@domus/domain/listing/hotel';
import { Paper, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getIn, type PathTo } from '../../utils/value-path';
import { useDetailsForm, usePropertyLabels } from './details-form-context';
import { FieldGrid, NumberBound, SelectBound } from './form-fields';

/**
 * The hotel block (seller-side.md §3 hotel, decisions.md stars): stars 1 to 5.5, sleeping
 * places, and bar, restaurant, spa and conference rooms each switched on or off (§4: No resets
 * the value to 0).
 */
export function HotelWidget() {
  const { t } = useTranslation('sell');
  const { field, unit, valueLabel } = usePropertyLabels();

  return (
    <>
      <FieldGrid wide>
        <SelectBound
          path="hotel.stars"
          label={field('stars')}
          choices={HOTEL_STARS.map((value) => ({
            value,
            label: valueLabel('hotelStars', hotelStarsKey(value)),
          }))}
        />
        <NumberBound path="hotel.sleepingPlaces" label={field('sleepingPlaces')} kind="count" />
      </FieldGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Facility
          path="hotel.barPlaces"
          name={t('details.labels.bar')}
          label={field('barPlaces')}
          kind="count"
        />
        <Facility
          path="hotel.restaurantPlaces"
          name={t('details.labels.restaurant')}
          label={field('restaurantPlaces')}
          kind="count"
        />
        <Facility
          path="hotel.spa"
          name={field('spa')}
          label={t('details.labels.spaArea')}
          kind="area"
          unit={unit('squareMetres')}
        />
        <Facility
          path="hotel.conferenceRooms"
          name={field('conferenceRooms')}
          label={t('details.labels.conferenceArea')}
          kind="area"
          unit={unit('squareMetres')}
        />
      </SimpleGrid>
    </>
  );
}

/** A facility the hotel has or not; switched off its places or area are 0. */
function Facility({
  path,
  name,
  label,
  kind,
  unit,
}: {
  path: PathTo<number>;
  name: string;
  label: string;
  kind: NumberKind;
  unit?: string;
}) {
  const form = useDetailsForm();
  const value = getIn(form.values, path) as number;
  // Switched on it may still hold 0 while the seller is about to type the number.
  const [on, setOn] = useState(value > 0);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Switch
          label={name}
          checked={on}
          disabled={form.readOnly}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setOn(checked);
            if (!checked) form.set(path, 0);
          }}
        />
        {on && <NumberBound path={path} label={label} kind={kind} unit={unit} />}
      </Stack>
    </Paper>
  );
}
