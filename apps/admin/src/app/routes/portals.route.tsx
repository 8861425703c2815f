import { PortalsPage } from '../../features/portals/components/portals-page';

/** /admin/portals: the portal accounts and the transfer log (staff; accounts for admins). */
export function Component() {
  return <PortalsPage />;
}
