import type { PropertyLocation } from '@domus/domain/schemas/location.schema';
import { Stack, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../shared/api/get-public-config';
import { LoadingBlock } from '../../../shared/components/loading-block';
import classes from './property-detail.module.css';

const PropertyMap = lazy(() => import('./property-map'));

/**
 * The map section's frame: it keeps its height from the start (nothing moves when the map
 * arrives) and loads the map library and the tile settings once it comes into view.
 */
export function PropertyLocationMap({ location }: { location: PropertyLocation }) {
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
        ) : (
          loading
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
