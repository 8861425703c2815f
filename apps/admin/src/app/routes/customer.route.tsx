import { CUSTOMER_KINDS, type CustomerKind } from '@domus/domain/admin-customers-query';
import { useParams } from 'react-router';
import { CustomerPage } from '../../features/customers/components/customer-page';
import { Component as NotFound } from './not-found.route';

/** /admin/customers/{kind}/{id}: one seller's or client's page. */
export function Component() {
  const { kind, id } = useParams();
  if (!CUSTOMER_KINDS.includes(kind as CustomerKind) || !id) return <NotFound />;
  // Another customer starts with their own page state (not in edit mode).
  return <CustomerPage key={`${kind}:${id}`} kind={kind as CustomerKind} id={id} />;
}
