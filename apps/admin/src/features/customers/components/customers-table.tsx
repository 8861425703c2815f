import { ADMIN_PAGE_SIZES } from '@domus/domain/staff/admin-listings-query';
import {
  adminCustomerHref,
  type AdminCustomersView,
} from '@domus/domain/staff/admin-customers-query';
import { formatDay, formatNumber } from '@domus/domain/format/locale-format';
import { sellerName } from '@domus/domain/person/seller-name';
import type {
  AdminCustomerRow,
  AdminCustomersResponse,
} from '@domus/domain/staff/admin-customers.schema';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDataTableTexts } from '../../../shared/hooks/use-data-table-texts';

/** The columns' header keys. */
type ColumnKey =
  | 'kind'
  | 'name'
  | 'email'
  | 'tel'
  | 'language'
  | 'sellerType'
  | 'verified'
  | 'listings'
  | 'searches'
  | 'lastActivity'
  | 'createdAt'
  | 'duplicate';

/**
 * The customers table (issue 16 point 1): sellers and clients in one list, sorted and paged by
 * the server; the name leads to the customer's page, a possible duplicate wears a badge.
 */
export function CustomersTable({
  view,
  onView,
  page,
  fetching,
}: {
  view: AdminCustomersView;
  onView: (change: Partial<AdminCustomersView>) => void;
  page: AdminCustomersResponse | undefined;
  fetching: boolean;
}) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  // The customers' table reads days and counts as every admin table does (issue 18 point 3).
  const date = { format: (value: Date) => formatDay(value, language) };
  const number = { format: (value: number) => formatNumber(value, language) };
  const title = (key: ColumnKey) => t(`customers.columns.${key}`);

  const columns: DataTableColumn<AdminCustomerRow>[] = [
    {
      accessor: 'kind',
      title: title('kind'),
      sortable: true,
      render: (row) => t(`customers.kind.${row.kind}`),
    },
    {
      accessor: 'name',
      title: title('name'),
      sortable: true,
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={adminCustomerHref(row.kind, row._id)} fw={500}>
            {sellerName(row, { orContact: true }) || '—'}
          </Anchor>
          {row.duplicate && (
            <Badge color="orange" variant="light" size="sm" title={title('duplicate')}>
              {t('customers.duplicateBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'email', title: title('email'), sortable: true },
    { accessor: 'tel', title: title('tel'), sortable: true, noWrap: true },
    {
      accessor: 'language',
      title: title('language'),
      sortable: true,
      render: (row) => t(`customers.language.${row.language}`),
    },
    {
      accessor: 'sellerType',
      title: title('sellerType'),
      sortable: true,
      render: (row) => (row.sellerType ? t(`customers.sellerType.${row.sellerType}`) : ''),
    },
    {
      accessor: 'verified',
      title: title('verified'),
      render: (row) =>
        row.verified ? (
          <IconCircleCheck
            size={18}
            color="var(--mantine-color-green-7)"
            aria-label={t('customers.yes')}
          />
        ) : (
          <Text span size="sm" c="dimmed">
            {t('customers.no')}
          </Text>
        ),
    },
    {
      accessor: 'listings',
      title: title('listings'),
      sortable: true,
      textAlign: 'right',
      render: (row) => number.format(row.listings),
    },
    {
      accessor: 'searches',
      title: title('searches'),
      sortable: true,
      textAlign: 'right',
      render: (row) => number.format(row.searches),
    },
    {
      accessor: 'lastActivity',
      title: title('lastActivity'),
      sortable: true,
      noWrap: true,
      render: (row) => date.format(new Date(row.lastActivity)),
    },
    {
      accessor: 'createdAt',
      title: title('createdAt'),
      sortable: true,
      noWrap: true,
      render: (row) => date.format(new Date(row.createdAt)),
    },
  ];

  const texts = useDataTableTexts();
  const from = page ? (page.meta.page - 1) * page.meta.pageSize + 1 : 0;
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite" mb="xs" data-testid="customers-total">
        {page ? t('customers.table.count', { count: page.meta.total }) : ''}
      </Text>
      <DataTable<AdminCustomerRow>
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={page && page.data.length > 0 ? undefined : 240}
        columns={columns}
        records={page?.data ?? []}
        idAccessor={(row) => `${row.kind}:${row._id}`}
        fetching={fetching}
        loadingText={t('app.loading')}
        noRecordsText={t('customers.table.empty')}
        sortStatus={{ columnAccessor: view.sort, direction: view.dir }}
        onSortStatusChange={({ columnAccessor, direction }) =>
          onView({
            sort: String(columnAccessor) as AdminCustomersView['sort'],
            dir: String(columnAccessor) === view.sort ? direction : 'asc',
          })
        }
        page={view.page}
        onPageChange={(next) => onView({ page: next })}
        totalRecords={page?.meta.total ?? 0}
        recordsPerPage={view.pageSize}
        recordsPerPageOptions={[...ADMIN_PAGE_SIZES]}
        onRecordsPerPageChange={(pageSize) => onView({ pageSize })}
        recordsPerPageLabel={t('table.perPage')}
        paginationText={({ totalRecords }) =>
          t('table.range', {
            from: number.format(totalRecords === 0 ? 0 : from),
            to: number.format(from + (page?.data.length ?? 0) - 1),
            total: number.format(totalRecords),
          })
        }
        getPaginationControlProps={texts.getPaginationControlProps}
        tableRef={texts.tableRef}
      />
    </>
  );
}
