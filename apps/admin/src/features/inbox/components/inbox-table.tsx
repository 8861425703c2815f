import { INBOX_PAGE_SIZE, type InboxEntry } from '@domus/domain/staff/admin-inbox.schema';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useDataTableTexts } from '../../../shared/hooks/use-data-table-texts';
import { inboxColumns, type InboxActions } from './inbox-columns';

export type { InboxActions } from './inbox-columns';

/**
 * The inbox's rows: when, kind, who (a request's client links to their searches), what about
 * (the listing, and a message's text), the status to choose, who handles it (or "I'll take it")
 * and the note.
 */
export function InboxTable({
  records,
  total,
  page,
  fetching,
  onPage,
  actions,
}: {
  records: InboxEntry[];
  total: number;
  page: number;
  fetching: boolean;
  onPage: (page: number) => void;
  actions: InboxActions;
}) {
  const { t } = useTranslation('admin');
  const texts = useDataTableTexts();
  const columns = inboxColumns(t, actions);

  return (
    <DataTable<InboxEntry>
      withTableBorder
      borderRadius="md"
      minHeight={records.length > 0 ? undefined : 200}
      records={records}
      idAccessor="_id"
      fetching={fetching}
      noRecordsText={t('inbox.empty')}
      columns={columns}
      page={page}
      onPageChange={onPage}
      totalRecords={total}
      recordsPerPage={INBOX_PAGE_SIZE}
      {...texts}
    />
  );
}
