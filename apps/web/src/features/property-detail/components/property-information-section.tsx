import type { Property } from '@domus/domain/listing/property.schema';
import { Stack, Text } from '@mantine/core';
import type { Translate } from '../utils/detail-sections';
import { DetailSection } from './detail-section';
import classes from './property-detail.module.css';

/**
 * A listing's further information (buyer-side.md §2 Property detail): the description of the
 * business where the category has one, the free information and the land register's data;
 * nothing when none is given.
 */
export function PropertyInformationSection({ property, t }: { property: Property; t: Translate }) {
  // Only categories whose fields have a description of the business carry one.
  const commercialDescription =
    'commercialDescription' in property ? property.commercialDescription : undefined;
  if (!(commercialDescription || property.informations || property.cataster)) return null;
  return (
    <DetailSection id="information" title={t('detail:sections.information')}>
      {commercialDescription && (
        <Stack gap={2}>
          <Text fw={600}>{t('property:fields.commercialDescription')}</Text>
          <Text className={classes.description}>{commercialDescription}</Text>
        </Stack>
      )}
      {property.informations && (
        <Text className={classes.description}>{property.informations}</Text>
      )}
      {property.cataster && (
        <Stack gap={2}>
          <Text fw={600}>{t('property:fields.cataster')}</Text>
          <Text className={classes.description}>{property.cataster}</Text>
        </Stack>
      )}
    </DetailSection>
  );
}
