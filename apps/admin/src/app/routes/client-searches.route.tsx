import { useParams } from 'react-router';
import { ClientSearchesPage } from '../../features/client-searches/components/client-searches-page';

/** /admin/customers/client/:id/searches: a buyer's saved searches and matches. */
export function Component() {
  const { id = '' } = useParams();
  return <ClientSearchesPage key={id} clientId={id} />;
}
