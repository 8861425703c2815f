import { loadAccountTexts } from '@domus/web/features/auth/i18n/load-account-texts';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminListingFavourites } from '../api/get-listing-favourites';
import { useAdminListingStatistics } from '../api/get-listing-statistics';

// The site's statistics panel, the one sellers see in their account, with its texts (the
// `account` namespace), loaded when staff first open a listing's statistics.
const ListingStatisticsPanel = lazy(async () => {
  const [module] = await Promise.all([
    import('@domus/web/features/listing-statistics/components/listing-statistics-panel'),
    loadAccountTexts(getLanguage()),
  ]);
  return { default: module.ListingStatisticsPanel };
});

/** A listing's statistics for staff (issue 33 point 4), opened from its row in the tables. */
export function ListingStatisticsDrawer({
  listing,
  onClose,
}: {
  listing: { id: string; number: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const statistics = useAdminListingStatistics(listing.id);
  const favourites = useAdminListingFavourites(listing.id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('statistics.listingTitle', { number: listing.number })}
    >
      {favourites.data !== undefined && (
        <Stack gap={2} mb="md" data-testid="listing-favourites">
          <Group gap={6}>
            <IconHeart size={18} stroke={1.8} aria-hidden />
            <Text fw={600}>{t('statistics.favourites', { count: favourites.data })}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('statistics.favouritesHint')}
          </Text>
        </Stack>
      )}
      <Suspense
        fallback={
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        }
      >
        <ListingStatisticsPanel
          statistics={statistics.data}
          loading={statistics.isPending}
          error={statistics.error}
          language={getLanguage()}
        />
      </Suspense>
    </Drawer>
  );
}
