import type { ListingPortalState } from '@domus/domain/feeds/portal-transfer.schema';
import { canPublishToPortals } from '@domus/domain/person/permissions';
import type { AdminListingRow } from '@domus/domain/staff/admin-listings.schema';
import { useSession } from '@domus/web/shared/auth/session-store';
import { showToast } from '@domus/web/shared/ui/toast-host';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { usePortalAccounts } from '../../../shared/portals/get-portal-accounts';
import { useListingsPortals } from '../api/get-listings-portals';
import { useSwitchListingPortal } from '../api/switch-listing-portal';
import { PortalsCell } from '../components/portals-cell';

/**
 * The listing table's "Portals" column (issue 32 point 1) for the rows of the page shown: their
 * states read in one call, a switch per portal account for admins. No column while the agency
 * has no portal account (admins know it from the accounts; others from the states, which the API
 * answers per account). Also answers the accounts, for the bulk menu (admins).
 */
export function usePortalsColumn(rows: AdminListingRow[] | undefined) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const publish = canPublishToPortals(session?.admin ?? null);
  const accounts = usePortalAccounts(publish);
  const hasAccounts = publish ? (accounts.data?.length ?? 0) > 0 : true;
  const states = useListingsPortals(rows?.map((row) => row._id) ?? [], hasAccounts);
  const switcher = useSwitchListingPortal();
  const shown = hasAccounts && Object.values(states.data ?? {}).some((list) => list.length > 0);

  const onSwitch = (row: AdminListingRow) => (state: ListingPortalState, enabled: boolean) =>
    switcher.mutate(
      { id: row._id, accountId: state.accountId, enabled },
      { onError: (error) => showToast({ kind: 'error', message: error.message }) },
    );

  // Always a column, hidden without accounts: the table keeps one set of columns (and their
  // order and widths, kept per user) whether or not the agency has portal accounts.
  const column: DataTableColumn<AdminListingRow> = {
    accessor: 'portals',
    title: t('portals.column.title'),
    hidden: !shown,
    render: (row) => (
      <PortalsCell
        row={row}
        states={states.data?.[row._id]}
        onSwitch={publish ? onSwitch(row) : undefined}
        pending={
          switcher.isPending && switcher.variables.id === row._id
            ? switcher.variables.accountId
            : null
        }
      />
    ),
  };
  return { column, accounts: publish ? (accounts.data ?? []) : [] };
}
