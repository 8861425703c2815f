import { parseAdminCustomersParams } from '@domus/domain/staff/admin-customers-query';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchAdminCustomers } from '../../features/customers/api/get-customers';
import { CustomersPage } from '../../features/customers/components/customers-page';

/** The route's loader: starts reading the table's page without waiting for it. */
export function customersLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    prefetchAdminCustomers(
      queryClient,
      parseAdminCustomersParams(new URL(request.url).searchParams),
    );
    return null;
  };
}

/** /admin/customers: sellers and clients in one table. */
export function Component() {
  return <CustomersPage />;
}
