import type { Language } from '@domus/domain/core/constants';
import { placeLabel } from '@domus/domain/place/place-label';
import { placeName } from '@domus/domain/place/place-name';
import type { PropertyLocation } from '@domus/domain/place/location.schema';
import { Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { LoadingBlock } from '../../../shared/components/loading-block';
import classes from './property-detail.module.css';

const PropertyMap = lazy(() => import('./property-map'));

/** Where the listing is, in words: its area and municipality, "Gries (Bolzano)". */
function placeInWords(location: PropertyLocation, language: Language): string {
  const municipality = placeName(location.address.municipality, language);
  const zone = location.zone ? placeName(location.zone.properties.name, language) : '';
  return placeLabel({
    type: 'zone',
    name: zone || municipality,
    municipality: { name: municipality },
  });
}

/**
 * The map section's frame: it keeps its height from the start (nothing moves when the map
 * arrives) and loads the map library and the tile settings once it comes into view. Until then,
 * and for good without JavaScript (the server's page), it says where the listing is in words
 * (issue 30.10).
 */
export function PropertyLocationMap({
  location,
  language,
}: {
  location: PropertyLocation;
  language: Language;
}) {
  const { t } = useTranslation('detail');
  const [wanted, setWanted] = useState(false);
  // Starts loading a little before the frame scrolls into view.
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const config = usePublicConfig(wanted);
  const approximate = location.approximate === true;

  const loading = <LoadingBlock label={t('mapLoading')} />;

  return (
    <Stack gap="xs">
      <div
        ref={ref}
        className={classes.mapFrame}
        role="group"
        aria-label={t('map')}
        data-testid="property-map"
      >
        {wanted && config.data ? (
          <Suspense fallback={loading}>
            <PropertyMap
              coordinates={location.coordinates}
              approximate={approximate}
              tileUrl={config.data.tileUrl}
            />
          </Suspense>
        ) : wanted ? (
          loading
        ) : (
          <Stack h="100%" align="center" justify="center" gap="xs" p="md">
            <IconMapPin size={28} aria-hidden />
            <Text ta="center">{t('mapPlace', { place: placeInWords(location, language) })}</Text>
          </Stack>
        )}
      </div>
      {approximate && (
        <Text size="sm" c="dimmed">
          {t('approximate')}
        </Text>
      )}
    </Stack>
  );
}
