import { MAX_LENGTH } from '@domus/domain/constants';
import { offersRentPrice, rentPriceLabel, requiresPrice } from '@domus/domain/rules/price';
import { sellTypesFor } from '@domus/domain/rules/sell-type';
import { parkingFlagsFor, parkingSpotsFor } from '@domus/domain/rules/visibility';
import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useDetailsForm,
  usePropertyLabels,
  useSectionShows,
  useShows,
} from './details-form-context';
import {
  FieldGrid,
  FieldPair,
  FormGroup,
  NumberBound,
  RadioBound,
  SwitchBound,
  TextareaBound,
  TextBound,
} from './form-fields';

/**
 * The price sub-step (seller-side.md §2 Step 3, §5 Price): sell type of commercial listings
 * (decisions.md: none for offices), price (the monthly rent when renting, required for
 * residential and commercial), rent or walls price, costs, the business figures, parking, the
 * building manager of an apartment, further and cadastral information, and the property number
 * for admins.
 */
export function PriceSection() {
  const { t } = useTranslation('sell');
  const { field, unit, valueLabel } = usePropertyLabels();
  const shows = useShows();
  const form = useDetailsForm();
  const { category, subtype, rent, isAdmin } = form;
  const inPrice = useSectionShows('price');

  return (
    <>
      <FormGroup title={t('details.groups.price')}>
        {shows('sellType') && (
          <RadioBound
            path="sellType"
            label={rent ? t('details.labels.sellTypeRent') : field('sellType')}
            choices={sellTypesFor(rent, category, subtype).map((value) => ({
              value,
              label: valueLabel('sellType', value),
            }))}
          />
        )}
        <FieldGrid>
          <NumberBound
            path="price"
            label={rent ? field('priceRent') : field('price')}
            kind="money"
            required={requiresPrice(category)}
          />
          {offersRentPrice(category, rent) && (
            <NumberBound
              path="rentPrice"
              label={field(rentPriceLabel(subtype))}
              description={
                rentPriceLabel(subtype) === 'rentPrice' ? t('details.hints.rentPrice') : undefined
              }
              kind="money"
            />
          )}
          {shows('maintenenceCost') && (
            <NumberBound path="maintenenceCost" label={field('maintenenceCost')} kind="money" />
          )}
          {shows('fees') && (
            <NumberBound
              path="fees"
              label={field('fees')}
              description={unit('perYear')}
              kind="money"
            />
          )}
        </FieldGrid>
      </FormGroup>

      {inPrice('commercialDescription') && (
        <FormGroup title={t('details.groups.business')}>
          <TextareaBound
            path="commercialDescription"
            label={field('commercialDescription')}
            maxLength={MAX_LENGTH.commercialDescription}
          />
          {shows('commercialInfo') && (
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
          )}
        </FormGroup>
      )}

      {shows('parking') && <ParkingGroup />}

      {shows('administrator') && (
        <FormGroup title={t('details.groups.administrator')}>
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
        </FormGroup>
      )}

      <FormGroup title={t('details.groups.further')}>
        <TextareaBound
          path="informations"
          label={field('informations')}
          maxLength={MAX_LENGTH.informations}
        />
        <TextareaBound path="cataster" label={field('cataster')} maxLength={MAX_LENGTH.cataster} />
        {isAdmin && (
          <FieldGrid>
            <NumberBound
              path="property_id"
              label={field('property_id')}
              description={t('details.hints.propertyId')}
              kind="propertyNumber"
            />
          </FieldGrid>
        )}
      </FormGroup>
    </>
  );
}

/**
 * Parking kinds of the subtype with their number and the price of one place; the price is
 * disabled and 0 below one place (seller-side.md §4). Common and bike parking except for villas.
 */
function ParkingGroup() {
  const { t } = useTranslation('sell');
  const { t: tp } = useTranslation('property');
  const form = useDetailsForm();
  const spots = parkingSpotsFor(form.category, form.subtype);
  const flags = parkingFlagsFor(form.category, form.subtype);

  return (
    <FormGroup title={t('details.groups.parking')} description={t('details.hints.parking')}>
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
    </FormGroup>
  );
}
