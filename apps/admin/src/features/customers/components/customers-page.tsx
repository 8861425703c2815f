import { adminCustomerHref } from '@domus/domain/staff/admin-customers-query';
import { ApiError } from '@domus/web/shared/api/api-error';
import { usePageTitle } from '@domus/web/shared/hooks/use-page-title';
import { getLanguage } from '@domus/web/shared/i18n/current-language';
import { showToast } from '@domus/web/shared/ui/toast-host';
import { Alert, Button, Group, Title } from '@mantine/core';
import { IconFileTypeCsv, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '@domus/web/shared/api/download-file';
import {
  ADMIN_CUSTOMERS_KEY,
  ADMIN_CUSTOMERS_PATH,
  customersQuery,
  useAdminCustomers,
} from '../api/get-customers';
import { useCustomersView } from '../hooks/use-customers-view';
import { CustomerFilters } from './customer-filters';
import { CustomersTable } from './customers-table';
import { NewCustomerDialog } from './new-customer-dialog';

/** The CSV export of the filtered table in the staff member's language. */
function exportHref(query: Record<string, string>): string {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return `${ADMIN_CUSTOMERS_PATH}/export?${new URLSearchParams({ ...rest, lang: getLanguage() })}`;
}

/**
 * The customers table (issue 16 point 1): sellers and clients in one list with filters, free
 * text, server-side order and pages, the CSV export and a new customer. The view lives in the
 * address.
 */
export function CustomersPage() {
  const { t } = useTranslation('admin');
  const { view, setView } = useCustomersView();
  const customers = useAdminCustomers(view);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  usePageTitle(t('customers.title'));
  const href = exportHref(customersQuery(view));

  const onExport = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setExporting(true);
    try {
      await downloadFile(href, 'customers.csv');
    } catch (error) {
      showToast({
        kind: 'error',
        message: error instanceof ApiError && error.message ? error.message : t('errors.export'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('customers.title')}
        </Title>
        <Group gap="xs">
          <Button
            component="a"
            href={href}
            onClick={onExport}
            loading={exporting}
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          >
            {t('customers.table.export')}
          </Button>
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('customers.table.newCustomer')}
          </Button>
        </Group>
      </Group>
      <CustomerFilters key={view.q} view={view} onChange={setView} />
      {customers.error && (
        <Alert color="red" mb="md" role="alert">
          {customers.error.message}
        </Alert>
      )}
      <CustomersTable
        view={view}
        onView={setView}
        page={customers.data}
        fetching={customers.isFetching}
      />
      <NewCustomerDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(seller) => {
          setCreating(false);
          showToast({ kind: 'success', message: t('customers.create.created') });
          void queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY });
          void navigate(adminCustomerHref('seller', seller._id));
        }}
      />
    </>
  );
}
