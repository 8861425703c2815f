import '@mantine/core/styles/ColorSwatch.layer.css';
import {
  CONDITIONS,
  ENERGY_CLASSES,
  FURNISHINGS,
  HEATING_TYPES,
  HEATINGS,
  ORIENTATIONS,
  TOWNHOUSE_POSITIONS,
} from '@domus/domain/constants';
import { energyClassColor, energyClassFromConsumption } from '@domus/domain/rules/energy';
import { ColorSwatch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useDetailsForm,
  usePropertyLabels,
  useSectionShows,
  useShows,
} from './details-form-context';
import {
  ChecksBound,
  FieldGrid,
  FormGroup,
  NumberBound,
  RadioBound,
  SelectBound,
  SwitchBound,
} from './form-fields';

/**
 * The characteristics sub-step (seller-side.md §3): units, floors, lift, truck access,
 * orientation; condition, year, furnishing and the garage's supplies; energy and heating.
 */
export function CharacteristicsSection() {
  const { t } = useTranslation('sell');
  const { field, unit, valueLabel } = usePropertyLabels();
  const shows = useShows();
  const inCharacteristics = useSectionShows('characteristics');

  return (
    <>
      <FormGroup title={t('details.groups.general')}>
        <FieldGrid>
          {shows('numOfPlaces') && (
            <NumberBound path="numOfPlaces" label={field('numOfPlaces')} kind="count" required />
          )}
          {shows('numOfUnits') && (
            <NumberBound path="numOfUnits" label={field('numOfUnits')} kind="count" />
          )}
          {shows('minFloor') && (
            <NumberBound path="minFloor" label={field('minFloor')} kind="floor" />
          )}
          {shows('maxFloor') && (
            <NumberBound path="maxFloor" label={field('maxFloor')} kind="floor" />
          )}
          {shows('floor') && <NumberBound path="floor" label={field('floor')} kind="floor" />}
          {shows('floors') && <NumberBound path="floors" label={field('floors')} kind="count" />}
          {shows('lowerFloors') && (
            <NumberBound path="lowerFloors" label={field('lowerFloors')} kind="count" />
          )}
          {inCharacteristics('area') && (
            <NumberBound
              path="area"
              label={field('area')}
              kind="area"
              unit={unit('squareMetres')}
            />
          )}
          {shows('lift') && <SwitchBound path="lift" label={field('lift')} />}
          {shows('reachableTruck') && (
            <SwitchBound path="reachableTruck" label={field('reachableTruck')} />
          )}
        </FieldGrid>
        {shows('townhousePosition') && (
          <RadioBound
            path="townhousePosition"
            label={field('townhousePosition')}
            choices={TOWNHOUSE_POSITIONS.map((value) => ({
              value,
              label: valueLabel('townhousePosition', value),
            }))}
          />
        )}
        {shows('orientation') && (
          <ChecksBound
            path="orientation"
            label={field('orientation')}
            choices={ORIENTATIONS.map((value) => ({
              value,
              label: valueLabel('orientation', value),
            }))}
          />
        )}
      </FormGroup>

      <FormGroup title={t('details.groups.condition')}>
        <FieldGrid>
          <SelectBound
            path="condition"
            label={field('condition')}
            emptyLabel={t('details.notGiven')}
            choices={CONDITIONS.map((value) => ({
              value,
              label: valueLabel('condition', value),
            }))}
          />
          <NumberBound path="constructionYear" label={field('constructionYear')} kind="year" />
          {shows('furnishing') && (
            <SelectBound
              path="furnishing"
              label={field('furnishing')}
              emptyLabel={t('details.notGiven')}
              choices={FURNISHINGS.map((value) => ({
                value,
                label: valueLabel('furnishing', value),
              }))}
            />
          )}
          {shows('conventionated') && (
            <SwitchBound path="conventionated" label={field('conventionated')} />
          )}
          {shows('power') && <SwitchBound path="power" label={field('power')} />}
          {shows('light') && <SwitchBound path="light" label={field('light')} />}
          {shows('runningWater') && (
            <SwitchBound path="runningWater" label={field('runningWater')} />
          )}
        </FieldGrid>
      </FormGroup>

      {shows('energyClass') && <EnergyGroup />}
    </>
  );
}

/**
 * Energy class with the demand that suggests it (seller-side.md §9 thresholds): typing a demand
 * sets the matching class, which the seller may still change; heating where the subtype has it.
 */
function EnergyGroup() {
  const { t } = useTranslation('sell');
  const { field, unit, valueLabel } = usePropertyLabels();
  const shows = useShows();
  const form = useDetailsForm();
  const { energyClass, energyConsumption } = form.values;
  const suggested =
    energyConsumption === null ? null : energyClassFromConsumption(energyConsumption);

  return (
    <FormGroup title={t('details.groups.energy')}>
      <FieldGrid>
        <SelectBound
          path="energyClass"
          label={field('energyClass')}
          choices={ENERGY_CLASSES.map((value) => ({
            value,
            label: valueLabel('energyClass', value),
          }))}
          leftSection={
            energyClass ? <ColorSwatch color={energyClassColor(energyClass)} size={14} /> : null
          }
        />
        <NumberBound
          path="energyConsumption"
          label={field('energyConsumption')}
          kind="energy"
          unit={unit('energy')}
          description={
            suggested
              ? t('details.hints.energySuggestion', {
                  energyClass: valueLabel('energyClass', suggested),
                })
              : t('details.hints.energyConsumption')
          }
          onValue={(value) => {
            form.set('energyConsumption', value);
            if (value !== null) form.set('energyClass', energyClassFromConsumption(value));
          }}
        />
        {shows('heating') && (
          <SelectBound
            path="heating"
            label={field('heating')}
            emptyLabel={t('details.notGiven')}
            choices={HEATINGS.map((value) => ({ value, label: valueLabel('heating', value) }))}
          />
        )}
        {shows('heatingType') && (
          <SelectBound
            path="heatingType"
            label={field('heatingType')}
            emptyLabel={t('details.notGiven')}
            choices={HEATING_TYPES.map((value) => ({
              value,
              label: valueLabel('heatingType', value),
            }))}
          />
        )}
      </FieldGrid>
    </FormGroup>
  );
}
