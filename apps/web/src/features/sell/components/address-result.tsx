import type { Language } from '@domus/domain/core/constants';
import { placeName } from '@domus/domain/place/place-name';
import type { Coordinates } from '@domus/domain/core/common.schema';
import type { PropertyLocation } from '@domus/domain/place/location.schema';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { LoadingBlock } from '../../../shared/components/loading-block';
import classes from './sell-wizard.module.css';

const LocationMap = lazy(() => import('./location-map'));

/** One labelled value of the result box. */
function Entry({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The result box of the address check (seller-side.md §2 Address entry): street, municipality,
 * zone, region and the map, whose marker the user drags to the exact spot (read-only: shown
 * only). The map's code and the tile settings load with the first result.
 */
export function AddressResult({
  location,
  center,
  language,
  onMove,
}: {
  location: PropertyLocation;
  /** Where the map opens: the checked position. */
  center: Coordinates;
  language: Language;
  onMove?: (position: Coordinates) => void;
}) {
  const { t } = useTranslation('sell');
  const { t: tp } = useTranslation('property');
  const config = usePublicConfig();
  const { address } = location;
  const municipality = placeName(address.municipality, language);
  const zone = location.zone ? placeName(location.zone.properties.name, language) : '';
  const loading = <LoadingBlock label={t('wizard.location.mapLoading')} />;

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('wizard.location.result')}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('wizard.location.result')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Entry
            label={tp('fields.street')}
            value={`${address.street} ${address.streetNumber}`.trim()}
          />
          <Entry
            label={tp('fields.municipality')}
            value={[address.postalCode, municipality].filter(Boolean).join(' ')}
          />
          <Entry label={tp('fields.zone')} value={zone || t('wizard.location.none')} />
          <Entry label={tp('fields.region')} value={address.region || t('wizard.location.none')} />
        </SimpleGrid>
        <div className={classes.mapFrame} role="group" aria-label={t('wizard.location.mapLabel')}>
          {config.data ? (
            <Suspense fallback={loading}>
              <LocationMap
                center={center}
                position={location.coordinates}
                approximate={location.approximate === true}
                tileUrl={config.data.tileUrl}
                onMove={onMove}
                markerLabel={t('wizard.location.marker')}
              />
            </Suspense>
          ) : (
            loading
          )}
        </div>
        {onMove && (
          <Text size="sm" c="dimmed">
            {location.approximate
              ? t('wizard.location.approximate')
              : t('wizard.location.dragHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
