import type { Category } from '@domus/domain/core/constants';
import { canUseBulkActions } from '@domus/domain/person/permissions';
import type { BulkListingAction } from '@domus/domain/person/permissions';
import type { PortalAccount } from '@domus/domain/feeds/portal-account.schema';
import { sellerName } from '@domus/domain/person/seller-name';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { useMe } from '@domus/web/features/account/api/get-me';
import { useSession } from '@domus/web/shared/auth/session-store';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useStaff } from '../../../shared/staff/get-staff';
import { useAdminListings, useRowAction, viewQuery } from '../api/admin-listings';
import { usePortalsColumn } from '../hooks/use-portals-column';
import { useTableView } from '../hooks/use-table-view';
import { BulkBar, type BulkScope } from './bulk-bar';
import { BulkDialog, type BulkTarget } from './bulk-dialog';
import { PortalBulkDialog } from './portal-bulk-dialog';
import { ListingFilters } from './listing-filters';
import { ListingsHeaderSection } from './listings-header-section';
import { ListingsTable } from './listings-table';
import { RowActions, type RowCommand } from './row-actions';
import { AssignRowDialog, DeleteRowDialog, RowDrawer, type RowDrawerKind } from './row-dialogs';

/** A dialog the page shows for one row. */
type RowDialog = { command: 'confirm' | 'assignAgent' | 'delete'; row: AdminListingRow };

/**
 * The listing tables (issue 15 points 2 and 3): one tab per category, the filters, the bulk bar
 * for admins, the table with each row's actions, and the CSV export of the filtered table. The
 * whole view lives in the address.
 */
export function ListingsPage({ category }: { category: Category }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('property');
  const session = useSession();
  const me = useMe(true);
  const { view, setView } = useTableView(category);
  const listings = useAdminListings(category, view);
  const staff = useStaff().data ?? [];
  const rowAction = useRowAction();
  const [selected, setSelected] = useState<AdminListingRow[]>([]);
  const [scope, setScope] = useState<BulkScope>('selected');
  const [bulk, setBulk] = useState<BulkListingAction | null>(null);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const [drawer, setDrawer] = useState<{ kind: RowDrawerKind; row: AdminListingRow } | null>(null);
  const [portalBulk, setPortalBulk] = useState<{ account: PortalAccount; enabled: boolean } | null>(
    null,
  );
  const portals = usePortalsColumn(listings.data?.data);
  usePageTitle(`${t('nav.listings')} · ${tp(`categories.${category}`)}`);

  const bulkAllowed = canUseBulkActions(session?.admin);
  const total = listings.data?.meta.total ?? 0;
  const query = viewQuery(view);
  const target: BulkTarget =
    scope === 'selected' ? { ids: selected.map((row) => row._id) } : { view };

  const onCommand = (command: RowCommand, row: AdminListingRow) => {
    if (command === 'withdraw' || command === 'close' || command === 'publish') {
      // A closing's message says what the deal was: sold, or let.
      const done = command === 'close' ? (row.rent ? 'let' : 'sold') : command;
      rowAction.mutate(
        { action: command, id: row._id },
        {
          onSuccess: () =>
            showToast({
              kind: 'success',
              message: t(`row.done.${done}`, { number: row.property_id }),
            }),
          onError: (error) => showToast({ kind: 'error', message: error.message }),
        },
      );
    } else {
      setDialog({ command, row });
    }
  };

  return (
    <>
      <ListingsHeaderSection category={category} query={query} />
      <ListingFilters
        key={`${category}?${new URLSearchParams(query).toString()}`}
        category={category}
        view={view}
        onApply={setView}
        staff={staff}
      />
      {listings.isError && (
        <Alert color="red" role="alert" mb="sm">
          {listings.error.message}
        </Alert>
      )}
      {bulkAllowed && (
        <BulkBar
          selectedCount={selected.length}
          filteredCount={total}
          scope={scope}
          onScope={setScope}
          onAction={setBulk}
          portalAccounts={portals.accounts}
          onPortal={(account, enabled) => setPortalBulk({ account, enabled })}
        />
      )}
      {me.data?._id && (
        <ListingsTable
          category={category}
          view={view}
          onView={(change) => {
            setSelected([]);
            setView(change);
          }}
          page={listings.data}
          fetching={listings.isFetching}
          userId={me.data._id}
          selection={bulkAllowed ? { selected, onChange: setSelected } : undefined}
          extraColumn={portals.column}
          renderActions={(row) => (
            <RowActions
              row={row}
              onCommand={onCommand}
              onHistory={() => setDrawer({ kind: 'history', row })}
              onStatistics={() => setDrawer({ kind: 'statistics', row })}
              onOwner={
                row.owner
                  ? () =>
                      setView({
                        owner: {
                          id: row.owner!._id,
                          name: sellerName(row.owner!, { orContact: true }),
                        },
                      })
                  : undefined
              }
            />
          )}
        />
      )}
      {bulk && (
        <BulkDialog
          category={category}
          action={bulk}
          target={target}
          staff={staff}
          onClose={(changed) => {
            setBulk(null);
            if (changed === null) return;
            setSelected([]);
            showToast({ kind: 'success', message: t('bulk.done', { count: changed }) });
          }}
        />
      )}
      {portalBulk && (
        <PortalBulkDialog
          category={category}
          {...portalBulk}
          target={target}
          count={scope === 'selected' ? selected.length : total}
          onClose={(done) => {
            setPortalBulk(null);
            if (done) setSelected([]);
          }}
        />
      )}
      {dialog?.command === 'confirm' && (
        <ConfirmDialog
          listing={{ category: dialog.row.category, id: dialog.row._id }}
          onClose={(confirmed) => {
            setDialog(null);
            if (confirmed) void listings.refetch();
          }}
        />
      )}
      {dialog?.command === 'delete' && (
        <DeleteRowDialog row={dialog.row} onClose={() => setDialog(null)} />
      )}
      {drawer && <RowDrawer {...drawer} onClose={() => setDrawer(null)} />}
      {dialog?.command === 'assignAgent' && (
        <AssignRowDialog row={dialog.row} staff={staff} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
