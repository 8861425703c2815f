import { formatDayTime } from '@domus/domain/format/locale-format';
import type { HistoryEntry } from '@domus/domain/staff/admin-history.schema';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { HistoryDetails } from './history-details';

/**
 * Entries of the history (issue 16 point 6) as a table: when, who (a staff member's address, or
 * the owner, a buyer, the system), what was done as a sentence in the reader's language (issue
 * 30 point 7), each changed field with its value before and after, and the screen it came from.
 * `subject` shows what each entry is about; a listing's own history leaves it out.
 */
export function HistoryTable({
  entries,
  loading,
  error,
  hasMore,
  loadingMore,
  onMore,
  showSubject = true,
}: {
  entries: HistoryEntry[];
  loading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  showSubject?: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const when = (value: string) => formatDayTime(value, language, true);

  const columns: DataTableColumn<HistoryEntry>[] = [
    { accessor: 'at', title: t('history.when'), noWrap: true, render: (e) => when(e.at) },
    {
      accessor: 'actor',
      title: t('history.who'),
      render: (e) =>
        e.actor.email ??
        (e.actor.role === 'owner' || e.actor.role === 'client' || e.actor.role === 'system'
          ? t(`history.actors.${e.actor.role}`)
          : t('history.actors.system')),
    },
    {
      accessor: 'action',
      title: t('history.what'),
      render: (e) => (
        <Stack gap={0}>
          <Text size="sm">{e.summary}</Text>
          {showSubject && (
            <Text size="xs" c="dimmed">
              {t(`history.subjects.${e.subject}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'changes',
      title: t('history.changes'),
      render: (e) =>
        e.details.length ? <HistoryDetails details={e.details} /> : t('history.none'),
    },
    {
      accessor: 'source',
      title: t('history.source'),
      render: (e) => e.via ?? t('history.none'),
    },
  ];

  if (error) {
    return (
      <Alert color="red" role="alert">
        {error.message || t('history.error')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <DataTable<HistoryEntry>
        withTableBorder
        striped
        minHeight={entries.length ? undefined : 160}
        records={entries}
        idAccessor="id"
        columns={columns}
        fetching={loading}
        noRecordsText={t('history.empty')}
      />
      {hasMore && (
        <Button variant="default" onClick={onMore} loading={loadingMore} mx="auto">
          {t('history.more')}
        </Button>
      )}
    </Stack>
  );
}
