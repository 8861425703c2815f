import { ADMIN_PAGE_SIZES, type AdminListingsView } from '@domus/domain/staff/admin-listings-query';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import type { Category } from '@domus/domain/core/constants';
import { adminColumnHeader } from '@domus/domain/staff/admin-cells';
import { createListingFormatter, type Translate } from '@domus/domain/format/listing-format';
import type {
  AdminListingRow,
  AdminListingsResponse,
} from '@domus/domain/staff/admin-listings.schema';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { Button, Checkbox, Group, Menu, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { DataTable, useDataTableColumns, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataTableTexts } from '../../../shared/hooks/use-data-table-texts';
import { ListingCell } from './listing-cell';
import classes from './listings.module.css';

/** The cells that wrap onto a second line rather than widen their column. */
const WRAPPING_KINDS = new Set<string>(['enum', 'list', 'person', 'place', 'text']);

/**
 * Where a staff member's column choice and widths of a category's table are kept in the browser:
 * per account and per category, so that two people sharing a computer keep their own.
 */
export function columnsStorageKey(userId: string, category: Category): string {
  return `domus.admin.columns.${userId}.${category}`;
}

/**
 * The listing table of a category (issue 15 point 2): the registry's columns of the category
 * (`adminColumns`), sorted, paged and filtered by the server; every column but the number can be
 * hidden and every column resized, both kept per user. `renderActions` draws a row's actions,
 * `selection` the chosen rows (bulk actions), absent where the viewer has no bulk action.
 */
export function ListingsTable({
  category,
  view,
  onView,
  page,
  fetching,
  userId,
  selection,
  renderActions,
  extraColumn,
}: {
  category: Category;
  view: AdminListingsView;
  onView: (change: Partial<AdminListingsView>) => void;
  page: AdminListingsResponse | undefined;
  fetching: boolean;
  userId: string;
  selection?: { selected: AdminListingRow[]; onChange: (rows: AdminListingRow[]) => void };
  renderActions: (row: AdminListingRow) => ReactNode;
  /** A column before the actions, such as the portals' (issue 32 point 1). */
  extraColumn?: DataTableColumn<AdminListingRow>;
}) {
  const { t } = useTranslation('admin');
  const language = getLanguage();
  const format = createListingFormatter(language, t as unknown as Translate);
  const key = columnsStorageKey(userId, category);
  const texts = useDataTableTexts();

  const columns: DataTableColumn<AdminListingRow>[] = [
    ...categoryModule(category).adminColumns.map((column): DataTableColumn<AdminListingRow> => ({
      accessor: column.key,
      title: adminColumnHeader(column, format, 'table'),
      sortable: column.sortable,
      // The number names the row: it stays.
      toggleable: column.key !== 'property_id',
      // The registry's key columns at first, the others picked in the Columns menu (issue 30
      // point 8: a table at 1280 px fits its box).
      defaultToggle: !column.hiddenByDefault,
      resizable: column.kind !== 'image',
      // Names and places wrap, so that a long owner does not widen the table past its box.
      noWrap: !WRAPPING_KINDS.has(column.kind),
      textAlign: ['number', 'money', 'area', 'hectares'].includes(column.kind) ? 'right' : 'left',
      render: (row) => <ListingCell row={row} column={column} format={format} />,
    })),
    ...(extraColumn ? [extraColumn] : []),
    {
      accessor: 'actions',
      title: t('table.actions'),
      textAlign: 'right',
      render: renderActions,
    },
  ];
  const { effectiveColumns, columnsToggle, setColumnsToggle, resetColumnsToggle } =
    useDataTableColumns<AdminListingRow>({ key, columns });

  const from = page ? (page.meta.page - 1) * page.meta.pageSize + 1 : 0;
  return (
    <>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="table-total">
          {page ? t('table.total', { count: page.meta.total }) : ''}
        </Text>
        <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden />}>
              {t('table.columns')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
            {columnsToggle
              .filter(
                (column) =>
                  column.toggleable && !columns.find((c) => c.accessor === column.accessor)?.hidden,
              )
              .map((column) => {
                const title = columns.find((c) => c.accessor === column.accessor)?.title;
                return (
                  <Menu.Item key={column.accessor} closeMenuOnClick={false}>
                    <Checkbox
                      size="xs"
                      label={title}
                      checked={column.toggled}
                      onChange={(event) =>
                        setColumnsToggle(
                          columnsToggle.map((c) =>
                            c.accessor === column.accessor
                              ? { ...c, toggled: event.currentTarget.checked }
                              : c,
                          ),
                        )
                      }
                    />
                  </Menu.Item>
                );
              })}
            <Menu.Divider />
            <Menu.Item onClick={resetColumnsToggle}>{t('table.resetColumns')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <DataTable<AdminListingRow>
        withTableBorder
        borderRadius="md"
        // Narrow cell padding: a table at 1280 px fits its box with its key columns.
        horizontalSpacing={3}
        // Headers of two words ("Superficie commerciale") wrap rather than widen their column.
        className={classes.table}
        // The actions stay in reach on a phone, where the other columns scroll.
        pinLastColumn
        striped
        highlightOnHover
        minHeight={page && page.data.length > 0 ? undefined : 240}
        storeColumnsKey={key}
        // Columns are shown and hidden from the Columns menu above: the table's own hide icon in
        // each sortable header would be a nameless button inside the header's sort button.
        columns={effectiveColumns.map((column) => ({ ...column, toggleable: false }))}
        records={page?.data ?? []}
        idAccessor="_id"
        fetching={fetching}
        loadingText={t('app.loading')}
        noRecordsText={t('table.empty')}
        sortStatus={{ columnAccessor: view.sort, direction: view.dir }}
        // A column chosen anew sorts ascending; a second click on it turns the order round.
        onSortStatusChange={({ columnAccessor, direction }) =>
          onView({
            sort: String(columnAccessor),
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
            from: format.number(totalRecords === 0 ? 0 : from),
            to: format.number(from + (page?.data.length ?? 0) - 1),
            total: format.number(totalRecords),
          })
        }
        getPaginationControlProps={texts.getPaginationControlProps}
        tableRef={texts.tableRef}
        {...(selection
          ? {
              selectedRecords: selection.selected,
              onSelectedRecordsChange: selection.onChange,
              allRecordsSelectionCheckboxProps: { 'aria-label': t('table.selectPage') },
              getRecordSelectionCheckboxProps: (row: AdminListingRow) => ({
                'aria-label': t('table.selectRow', { number: row.property_id }),
              }),
            }
          : {})}
      />
    </>
  );
}
