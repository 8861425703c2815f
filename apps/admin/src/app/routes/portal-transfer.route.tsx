import { useParams } from 'react-router';
import { TransferPage } from '../../features/portals/components/transfer-page';

/** /admin/portals/transfers/:id: one transfer with its per-listing lines (staff). */
export function Component() {
  const { id = '' } = useParams();
  return <TransferPage key={id} id={id} />;
}
