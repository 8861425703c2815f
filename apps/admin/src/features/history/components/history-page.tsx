import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminHistory } from '../api/get-admin-history';
import { useHistoryFilters } from '../hooks/use-history-filters';
import { HistoryFilters } from './history-filters';
import { HistoryTable } from '../../../shared/history/history-table';

/**
 * The history of changes as one table for admins (issue 16 point 6): newest first, filtered by
 * subject, action, actor, days and the listing, seller or client concerned, the filters in the
 * address; further entries page by page.
 */
export function HistoryPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('history.title'));
  const { filters, setFilter, reset } = useHistoryFilters();
  const history = useAdminHistory(filters);
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('history.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('history.intro')}
        </Text>
      </div>
      <HistoryFilters filters={filters} onFilter={setFilter} onReset={reset} />
      <HistoryTable
        entries={history.data?.pages.flatMap((page) => page.data) ?? []}
        loading={history.isPending}
        error={history.error}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onMore={() => void history.fetchNextPage()}
      />
    </Stack>
  );
}
