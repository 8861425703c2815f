import { MAX_LENGTH } from '@domus/domain/core/constants';
import { parkingFlagsFor, parkingSpotsFor } from '@domus/domain/listing/visibility';
import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDetailsForm, usePropertyLabels } from './details-form-context';
import { FieldGrid, FieldPair, NumberBound, SwitchBound, TextBound } from './form-fields';

/** The business figures of a commercial listing: average annual turnover and profit. */
export function CommercialInfoWidget() {
  const { field } = usePropertyLabels();
  return (
    <FieldGrid wide>
      <NumberBound
        path="commercialInfo.avgAnnualTurnover"
        label={field('avgAnnualTurnover')}
        kind="money"
      />
      <NumberBound
        path="commercialInfo.avgAnnualProfit"
        label={field('avgAnnualProfit')}
        kind="money"
      />
    </FieldGrid>
  );
}

/** The building manager of an apartment: name, telephone and e-mail. */
export function AdministratorWidget() {
  const { field } = usePropertyLabels();
  return (
    <FieldGrid>
      <TextBound
        path="administrator.name"
        label={field('administratorName')}
        maxLength={MAX_LENGTH.name}
        autoComplete="off"
      />
      <TextBound
        path="administrator.tel"
        label={field('administratorTel')}
        maxLength={MAX_LENGTH.tel}
        type="tel"
        autoComplete="off"
      />
      <TextBound
        path="administrator.email"
        label={field('administratorEmail')}
        maxLength={MAX_LENGTH.email}
        type="email"
        autoComplete="off"
      />
    </FieldGrid>
  );
}

/**
 * Parking kinds of the subtype with their number and the price of one place; the price is
 * disabled and 0 below one place (seller-side.md §4). Common and bike parking except for villas.
 */
export function ParkingWidget() {
  const { t } = useTranslation('sell');
  const { t: tp } = useTranslation('property');
  const form = useDetailsForm();
  const spots = parkingSpotsFor(form.category, form.subtype);
  const flags = parkingFlagsFor(form.category, form.subtype);

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        {spots.map((kind) => {
          const name = tp(`parking.${kind}`);
          return (
            <FieldPair key={kind} name={name}>
              <NumberBound
                path={`parking.${kind}.number`}
                label={t('details.labels.spots')}
                kind="count"
                onValue={(value) => {
                  form.set(`parking.${kind}.number`, value ?? 0);
                  if ((value ?? 0) < 1) form.set(`parking.${kind}.price`, 0);
                }}
              />
              <NumberBound
                path={`parking.${kind}.price`}
                label={t('details.labels.spotPrice')}
                kind="money"
                blank={0}
                disabled={form.values.parking[kind].number < 1}
              />
            </FieldPair>
          );
        })}
      </SimpleGrid>
      {flags.length > 0 && (
        <Group gap="xl">
          {flags.map((flag) => (
            <SwitchBound key={flag} path={`parking.${flag}`} label={tp(`parking.${flag}`)} />
          ))}
        </Group>
      )}
    </>
  );
}
