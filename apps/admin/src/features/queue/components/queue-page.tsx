import { adminListingRowHref } from '@domus/domain/staff/admin-listings-query';
import { QUEUE_LISTING_PARAM } from '@domus/domain/staff/admin-routes';
import { createListingFormatter, type Translate } from '@domus/domain/format/listing-format';
import { adminCellText } from '@domus/domain/staff/admin-cells';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import { formatDayTime } from '@domus/domain/format/locale-format';
import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { ADMIN_LIST_PAGE_SIZE } from '@domus/domain/staff/admin-overview.schema';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useDataTableTexts } from '../../../shared/hooks/use-data-table-texts';
import { useQueue } from '../api/get-queue';

/** A column of the category's table, for the cells the queue shares with it. */
function columnOf(row: AdminListingRow, key: string) {
  return categoryModule(row.category).adminColumns.find((column) => column.key === key);
}

/**
 * The confirmation queue (issue 15 point 4): the listings awaiting confirmation of every category,
 * oldest first, with the owner and how to reach them, the submission time, a link to the row in
 * its table and, for admins, a direct Confirm (the site's two-step dialog). `?listing=<id>` (the
 * account page's link) marks that row and opens its dialog.
 */
export function QueuePage() {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const format = createListingFormatter(language, t as unknown as Translate);
  const tableTexts = useDataTableTexts();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const queue = useQueue(page);
  const marked = params.get(QUEUE_LISTING_PARAM);
  const [confirming, setConfirming] = useState<AdminListingRow | null>(null);
  usePageTitle(t('queue.title'));

  const markedRow = queue.data?.data.find((row) => row._id === marked);
  const dialogRow =
    confirming ?? (markedRow && markedRow.actions.includes('confirm') ? markedRow : null);
  const cell = (row: AdminListingRow, key: string) => {
    const column = columnOf(row, key);
    return column ? adminCellText(column, row, format, 'table') : '';
  };

  return (
    <Stack gap="sm">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('queue.title')}
        </Title>
        <Text c="dimmed">{t('queue.intro')}</Text>
      </div>
      {queue.isError && (
        <Alert color="red" role="alert">
          {queue.error.message}
        </Alert>
      )}
      <DataTable<AdminListingRow>
        withTableBorder
        borderRadius="md"
        // The actions stay in reach on a phone, where the other columns scroll.
        pinLastColumn
        highlightOnHover
        minHeight={queue.data && queue.data.data.length > 0 ? undefined : 200}
        records={queue.data?.data ?? []}
        idAccessor="_id"
        fetching={queue.isFetching}
        noRecordsText={t('queue.empty')}
        rowStyle={(row) =>
          row._id === marked ? { background: 'var(--mantine-color-accent-0)' } : undefined
        }
        customRowAttributes={(row) => ({ 'data-listing': row._id })}
        page={page}
        onPageChange={setPage}
        totalRecords={queue.data?.meta.total ?? 0}
        recordsPerPage={ADMIN_LIST_PAGE_SIZE}
        {...tableTexts}
        columns={[
          {
            accessor: 'property_id',
            title: t('queue.listing'),
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {t('table.rowName', { number: row.property_id })} · {row.type.name[language]}
                </Text>
                <Text size="xs" c="dimmed">
                  {cell(row, 'place')} · {cell(row, 'price')}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'owner',
            title: t('queue.owner'),
            render: (row) =>
              row.owner ? (
                <Stack gap={0}>
                  <Text size="sm">{sellerName(row.owner, { orContact: true })}</Text>
                  <Text size="xs" c="dimmed">
                    {[row.owner.email, row.owner.tel].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              ) : null,
          },
          {
            accessor: 'submittedAt',
            title: t('queue.submitted'),
            noWrap: true,
            render: (row) => (row.submittedAt ? formatDayTime(row.submittedAt, language) : ''),
          },
          {
            accessor: 'actions',
            title: t('table.actions'),
            textAlign: 'right',
            render: (row) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Anchor component={Link} to={adminListingRowHref(row.category, row._id)} size="sm">
                  {t('queue.inTable')}
                </Anchor>
                {row.actions.includes('confirm') && (
                  <Button
                    size="xs"
                    leftSection={<IconCircleCheck size={16} aria-hidden />}
                    aria-label={t('queue.confirmListing', { number: row.property_id })}
                    onClick={() => setConfirming(row)}
                  >
                    {t('queue.confirm')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      {dialogRow && (
        <ConfirmDialog
          listing={{ category: dialogRow.category, id: dialogRow._id }}
          onClose={(confirmed) => {
            setConfirming(null);
            if (marked) {
              const next = new URLSearchParams(params);
              next.delete(QUEUE_LISTING_PARAM);
              setParams(next, { replace: true });
            }
            if (confirmed) {
              void queue.refetch();
              showToast({
                kind: 'success',
                message: t('queue.confirmed', { number: dialogRow.property_id }),
              });
            }
          }}
        />
      )}
    </Stack>
  );
}
