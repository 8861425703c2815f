import { CATEGORIES, type Category } from '@domus/domain/constants';
import { useParams } from 'react-router';
import { ListingsPage } from '../../features/listings/components/listings-page';
import { Component as NotFound } from './not-found.route';

/** /admin/listings/{category}: the table of one category of the registry. */
export function Component() {
  const { category } = useParams();
  if (!CATEGORIES.includes(category as Category)) return <NotFound />;
  // A new category starts with its own view and selection.
  return <ListingsPage key={category} category={category as Category} />;
}
