import type { Language } from '@domus/domain/constants';
import { LISTING_STATUSES, type ListingStatus } from '@domus/domain/rules/listing-status';
import { formatDayTime, formatNumber } from '@domus/domain/format/locale-format';
import type { HistoryEntry } from '@domus/domain/schemas/admin-history.schema';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';

const STATUSES = new Set<string>(LISTING_STATUSES);

/** At most this many characters of a value are shown in a cell; the entry keeps more. */
const SHOWN_LENGTH = 160;

/** A stored value as text: a text in the caller's language where it has one, lists joined. */
function valueText(value: unknown, language: Language, yes: string, no: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => valueText(v, language, yes, no)).join(', ');
  const record = value as Record<string, unknown>;
  if (typeof record[language] === 'string') return record[language];
  return JSON.stringify(value);
}

const shorten = (text: string) =>
  text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;

/**
 * Entries of the history (issue 16 point 6) as a table: when, who (a staff member's address, or
 * the owner, a buyer, the system), what (subject and action), each changed field with its value
 * before and after, and the call or screen it came from. `subject` shows what each entry is
 * about; a listing's own history leaves it out.
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
  const yes = t('history.yes');
  const no = t('history.no');
  const when = (value: string) => formatDayTime(value, language, true);
  const shown = (value: unknown, field: string) => {
    // A listing's status is stored by its key; the tables name it in the caller's language.
    if (field === 'status' && typeof value === 'string' && STATUSES.has(value)) {
      return t(`status.${value as ListingStatus}`);
    }
    const text = valueText(value, language, yes, no);
    return text === null ? t('history.none') : shorten(text);
  };

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
          <Text size="sm">{t(`history.actions.${e.action}`)}</Text>
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
        e.changes.length ? (
          <Stack gap={2}>
            {e.changes.map((change) => (
              <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {change.label}
                </Text>
                {': '}
                {shown(change.before, change.field)} → {shown(change.after, change.field)}
              </Text>
            ))}
          </Stack>
        ) : (
          t('history.none')
        ),
    },
    {
      accessor: 'source',
      title: t('history.source'),
      render: (e) => <Code>{e.source}</Code>,
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
