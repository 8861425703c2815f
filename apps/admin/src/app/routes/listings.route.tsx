import { parseAdminListingsParams } from '@domus/domain/staff/admin-listings-query';
import { CATEGORIES, type Category } from '@domus/domain/core/constants';
import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { prefetchAdminListings } from '../../features/listings/api/admin-listings';
import { ListingsPage } from '../../features/listings/components/listings-page';
import { Component as NotFound } from './not-found.route';

/**
 * The route's loader, made with the app's query cache: starts reading the table's page without
 * waiting for it (the page shows its own loading state).
 */
export function listingsLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const category = params.category as Category;
    if (CATEGORIES.includes(category)) {
      const view = parseAdminListingsParams(category, new URL(request.url).searchParams);
      prefetchAdminListings(queryClient, category, view);
    }
    return null;
  };
}

/** /admin/listings/{category}: the table of one category of the registry. */
export function Component() {
  const { category } = useParams();
  if (!CATEGORIES.includes(category as Category)) return <NotFound />;
  // A new category starts with its own view and selection.
  return <ListingsPage key={category} category={category as Category} />;
}
