import { MAX_LENGTH, PURPOSES } from '@domus/domain/constants';
import { useTranslation } from 'react-i18next';
import { usePropertyLabels, useSectionShows } from './details-form-context';
import { ChecksBound, FieldGrid, FormGroup, NumberBound, TextBound } from './form-fields';

/**
 * The building and plot sub-step of houses and industry (seller-side.md §3 House block):
 * purpose, cadastral area, zoning and the planning limits. An industrial building also gives its
 * areas above and below ground here; a house gives them with its rooms, beside the sales area
 * they make up.
 */
export function BuildingSection() {
  const { t } = useTranslation('sell');
  const { field, unit, valueLabel } = usePropertyLabels();
  const inBuilding = useSectionShows('building');

  return (
    <FormGroup title={t('details.groups.plot')}>
      <ChecksBound
        path="purpose"
        label={field('purpose')}
        choices={PURPOSES.map((value) => ({ value, label: valueLabel('purpose', value) }))}
      />
      <FieldGrid>
        {inBuilding('overGroundArea') && <GroundAreaFields />}
        <NumberBound
          path="catastralArea"
          label={field('catastralArea')}
          kind="area"
          unit={unit('squareMetres')}
        />
        <PlanningFields />
      </FieldGrid>
    </FormGroup>
  );
}

/** The areas above and below ground of a house or industrial building. */
export function GroundAreaFields() {
  const { field, unit } = usePropertyLabels();
  return (
    <>
      <NumberBound
        path="overGroundArea"
        label={field('overGroundArea')}
        kind="area"
        unit={unit('squareMetres')}
      />
      <NumberBound
        path="underGroundArea"
        label={field('underGroundArea')}
        kind="area"
        unit={unit('squareMetres')}
      />
    </>
  );
}

/**
 * Zoning and planning limits of a plot, shared by the house block and building land: land-use
 * zone, volume ratio, (with `surfaceIndex`) floor area ratio, maximum height, site coverage and
 * soil sealing.
 */
export function PlanningFields({ surfaceIndex = false }: { surfaceIndex?: boolean }) {
  const { field, unit } = usePropertyLabels();
  return (
    <>
      <TextBound
        path="landUseZone"
        label={field('landUseZone')}
        maxLength={MAX_LENGTH.landUseZone}
      />
      <NumberBound
        path="cubicIndex"
        label={field('cubicIndex')}
        kind="decimal"
        unit={unit('cubicIndex')}
      />
      {surfaceIndex && (
        <NumberBound
          path="surfaceIndex"
          label={field('surfaceIndex')}
          kind="decimal"
          unit={unit('surfaceIndex')}
        />
      )}
      <NumberBound
        path="maxHeight"
        label={field('maxHeight')}
        kind="decimal"
        unit={unit('metres')}
      />
      <NumberBound
        path="maxGroundCover"
        label={field('maxGroundCover')}
        kind="percent"
        unit={unit('percent')}
      />
      <NumberBound
        path="maxSoilSeal"
        label={field('maxSoilSeal')}
        kind="percent"
        unit={unit('percent')}
      />
    </>
  );
}
