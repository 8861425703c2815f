import { MAX_LENGTH, PURPOSES } from '@domus/domain/constants';
import { useTranslation } from 'react-i18next';
import { useDetailsForm, usePropertyLabels } from './details-form-context';
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
  const { category } = useDetailsForm();

  return (
    <FormGroup title={t('details.groups.plot')}>
      <ChecksBound
        path="purpose"
        label={field('purpose')}
        choices={PURPOSES.map((value) => ({ value, label: valueLabel('purpose', value) }))}
      />
      <FieldGrid>
        {category === 'commercial' && (
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
        )}
        <NumberBound
          path="catastralArea"
          label={field('catastralArea')}
          kind="area"
          unit={unit('squareMetres')}
        />
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
      </FieldGrid>
    </FormGroup>
  );
}
