import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListingHistory } from './get-listing-history';
import { HistoryTable } from './history-table';

/** A listing's history (issue 16 point 6), opened from its row in the listing tables. */
export function ListingHistoryDrawer({
  listing,
  onClose,
}: {
  listing: { id: string; number: number };
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const history = useListingHistory(listing.id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('history.listingTitle', { number: listing.number })}
    >
      <HistoryTable
        entries={history.data?.pages.flatMap((page) => page.data) ?? []}
        loading={history.isPending}
        error={history.error}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={() => void history.fetchNextPage()}
        showSubject={false}
      />
    </Drawer>
  );
}
