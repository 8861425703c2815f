import { CUSTOMER_KINDS, type CustomerKind } from '@domus/domain/staff/admin-customers-query';
import { adminPaths } from '@domus/domain/core/web-routes';
import { useNavigate, useParams } from 'react-router';
import { ClientSearchesPanel } from '../../features/client-searches/components/client-searches-panel';
import { CustomerPage } from '../../features/customers/components/customer-page';
import { CustomerPrivacyActions } from '../../features/privacy/components/customer-privacy-actions';
import { Component as NotFound } from './not-found.route';

/**
 * /admin/customers/{kind}/{id}: one seller's or client's page, with a client's saved searches
 * and matches and the person's export and erasure composed in.
 */
export function Component() {
  const { kind, id } = useParams();
  const navigate = useNavigate();
  if (!CUSTOMER_KINDS.includes(kind as CustomerKind) || !id) return <NotFound />;
  const customerKind = kind as CustomerKind;
  // Another customer starts with their own page state (not in edit mode).
  return (
    <CustomerPage
      key={`${kind}:${id}`}
      kind={customerKind}
      id={id}
      searchesPanel={customerKind === 'client' ? <ClientSearchesPanel clientId={id} /> : undefined}
      privacyActions={
        <CustomerPrivacyActions
          kind={customerKind}
          id={id}
          onErased={() => void navigate(adminPaths.customers)}
        />
      }
    />
  );
}
