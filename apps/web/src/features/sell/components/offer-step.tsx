import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { CATEGORIES, type Language } from '@domus/domain/core/constants';
import { isCategoryRentable, selectableTypes } from '@domus/domain/listing/rent';
import type { PropertyType } from '@domus/domain/listing/property-type.schema';
import { Group, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './sell-wizard.module.css';

/**
 * Step 1, rent or buy and the property type (seller-side.md §2 step 1, §5 Step 1: type
 * required). The types a choice does not allow are hidden (decisions.md Seller wizard: one rule
 * in the domain, `selectableTypes`); a type chosen before stays in `typeId`, unchecked while
 * hidden, and is checked again once allowed. In edit mode the type is fixed; renting stays
 * switchable where the type allows it.
 */
export function OfferStep({
  types,
  rent,
  typeId,
  onChange,
  language,
  typeFixed,
  error,
  readOnly,
}: {
  types: readonly PropertyType[];
  rent: boolean;
  typeId: string | null;
  onChange: (value: { rent: boolean; typeId: string | null }) => void;
  language: Language;
  /** True in edit mode: the listing's category and type stay as they are. */
  typeFixed: boolean;
  error?: string | null;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('sell');
  const { t: tp } = useTranslation('property');
  const modeId = useId();
  const chosen = types.find((type) => type._id === typeId);
  const offered = selectableTypes(types, rent);
  const rentAllowed = !typeFixed || !chosen || isCategoryRentable(chosen.category);

  return (
    <Stack gap="lg">
      <div>
        <Text id={modeId} fw={500} size="sm" mb={6}>
          {t('wizard.offer.mode')}
        </Text>
        <SegmentedControl
          aria-labelledby={modeId}
          fullWidth
          size="md"
          value={rent ? 'rent' : 'sale'}
          onChange={(value) => onChange({ rent: value === 'rent', typeId })}
          readOnly={readOnly}
          data={[
            { value: 'sale', label: t('wizard.offer.sale') },
            { value: 'rent', label: t('wizard.offer.rent'), disabled: !rentAllowed },
          ]}
        />
        {rent && (
          <Text size="sm" c="dimmed" mt={6}>
            {t('wizard.offer.rentNote')}
          </Text>
        )}
      </div>

      {typeFixed ? (
        <div>
          <Text fw={500} size="sm">
            {t('wizard.offer.type')}
          </Text>
          <Text size="lg">{chosen?.name[language] ?? ''}</Text>
          <Text size="sm" c="dimmed">
            {t('wizard.offer.typeFixed')}
          </Text>
        </div>
      ) : (
        <Radio.Group
          label={t('wizard.offer.type')}
          withAsterisk
          value={typeId ?? ''}
          onChange={(value) => onChange({ rent, typeId: value || null })}
          error={error}
          // The error sits under the label it belongs to, not below the last category's cards.
          inputWrapperOrder={['label', 'error', 'description', 'input']}
          disabled={readOnly}
        >
          <Stack gap="lg" mt="xs">
            {CATEGORIES.map((category) => {
              const ofCategory = offered.filter((type) => type.category === category);
              if (ofCategory.length === 0) return null;
              return (
                <div key={category}>
                  <Title order={3} size="h5" mb="xs">
                    {tp(`categories.${category}`)}
                  </Title>
                  <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
                    {ofCategory.map((type) => (
                      <Radio.Card
                        key={type._id}
                        value={type._id}
                        radius="md"
                        className={classes.typeCard}
                        aria-label={type.name[language]}
                        // The group's error marks its cards, so that a refused Next lands on one.
                        aria-invalid={error ? true : undefined}
                      >
                        <Group wrap="nowrap" gap="sm">
                          <Radio.Indicator />
                          <Text>{type.name[language]}</Text>
                        </Group>
                      </Radio.Card>
                    ))}
                  </SimpleGrid>
                </div>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
