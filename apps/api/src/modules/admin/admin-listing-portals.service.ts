/**
 * The admin tables' bulk switch of a portal (issue 32 point 1): the selected listings or a
 * table's whole filtered set switched on or off for a portal account, by admins. The next
 * transfer sends or removes them.
 */
import { canPublishToPortals } from '@domus/domain/person/permissions';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { switchListingsForPortal } from '../feeds/listing-portals.service.ts';
import { listingIdIn } from '../properties/listing-columns.sql.ts';
import { staffListingConditions } from '../properties/listing-queries.ts';
import type { ActionTarget } from './admin-listing-actions.service.ts';
import { adminCriteria, type StaffViewer } from './admin-listings.service.ts';

/**
 * Switches the target's listings on or off for a portal account; answers how many it named.
 * @param db the database
 * @param viewer the caller (an admin; the route refuses anyone else first)
 * @param target the selected ids or a table's filter
 * @param accountId the portal account (404 when there is none)
 * @param enabled on or off
 */
export async function switchPortalForTarget(
  db: Database,
  viewer: StaffViewer,
  target: ActionTarget,
  accountId: string,
  enabled: boolean,
): Promise<{ matched: number }> {
  if (!canPublishToPortals(viewer)) throw new AppError(403, 'forbidden', 'api.forbidden');
  const where =
    'ids' in target
      ? listingIdIn([...new Set(target.ids)])
      : staffListingConditions(
          await adminCriteria(db, viewer, target.filter.category, target.filter.view),
        );
  return {
    matched: await switchListingsForPortal(db, accountId, enabled, viewer.accountId, where),
  };
}
