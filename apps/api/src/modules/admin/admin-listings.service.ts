/**
 * The admin listing tables (issue 15 point 2): a table's view turned into the listing module's
 * criteria and order (400 for what the category does not have), and one page of its rows in the
 * listing module's staff view (properties/listing-staff-view.ts).
 */
import { adminSortKeys, type AdminListingsView } from '@domus/domain/staff/admin-listings-query';
import type { AdminColumn } from '@domus/domain/listing/categories/category-module';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import { SUBTYPES, type Category, type Language } from '@domus/domain/core/constants';
import { LISTING_STATUSES } from '@domus/domain/core/listing-status';
import type { AdminListingsResponse, StaffMember } from '@domus/domain/staff/admin-listings.schema';
import type { Database, Executor } from '../../db/client.ts';
import { validationError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import {
  staffListingConditions,
  staffListingOrder,
  type StaffListingCriteria,
} from '../properties/listing-queries.ts';
import { staffListingPage } from '../properties/listing-staff-view.ts';
import { findSellerIdsByText, findStaff, findTypeId } from './admin-listings.repository.ts';

/** The caller of an admin call: always logged in and staff (the route's access says so). */
export type StaffViewer = NonNullable<Viewer>;

/** A LIKE pattern containing the text as typed, lower-cased, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The repository's criteria of a view's filters (order and page aside). A subtype the category
 * lacks answers 400 on `subtype`; `agent=me` is the caller.
 * @param db the database
 * @param viewer the caller
 * @param category the table's category
 * @param view the table's view
 */
export async function adminCriteria(
  db: Executor,
  viewer: StaffViewer,
  category: Category,
  view: Omit<AdminListingsView, 'sort' | 'dir' | 'page' | 'pageSize'>,
): Promise<StaffListingCriteria> {
  let typeId: string | null = null;
  if (view.subtype) {
    const known = (SUBTYPES[category] as readonly string[]).includes(view.subtype);
    typeId = known ? ((await findTypeId(db, category, view.subtype)) ?? null) : null;
    if (!typeId) throw validationError([{ field: 'subtype', messageKey: 'validation.invalid' }]);
  }
  const text = view.q.trim();
  const pattern = text ? containsPattern(text) : null;
  return {
    category,
    statusRanks: view.statuses.length
      ? view.statuses.map((status) => LISTING_STATUSES.indexOf(status))
      : null,
    typeId,
    rent: view.rent,
    municipalityId: view.place?.type === 'municipality' ? view.place.id : null,
    zoneId: view.place?.type === 'zone' ? view.place.id : null,
    ownerId: view.owner?.id ?? null,
    agent:
      view.agent === null
        ? null
        : view.agent === 'none'
          ? { none: true }
          : { id: view.agent === 'me' ? viewer.accountId : view.agent },
    price: view.price,
    area: view.area,
    createdFrom: view.created.from,
    createdTo: view.created.to,
    text: pattern ? { pattern, ownerIds: await findSellerIdsByText(db, pattern) } : null,
    ids: view.id ? [view.id] : null,
    streetToCheck: view.streetToCheck,
  };
}

/**
 * The column a table is sorted by; 400 on `sort` for a column the category does not have.
 * @param category the table's category
 * @param key the column key
 */
export function sortColumn(category: Category, key: string): AdminColumn {
  const column = categoryModule(category).adminColumns.find((c) => c.key === key);
  if (!column || !adminSortKeys(category).includes(key)) {
    throw validationError([{ field: 'sort', messageKey: 'validation.invalid' }]);
  }
  return column;
}

/**
 * One page of a category's table (issue 15 point 2): the view's filters, its order (any column
 * but the picture) and page. A page beyond the last is empty.
 * @param db the database
 * @param storage where pictures are stored
 * @param viewer the caller (staff)
 * @param category the table's category
 * @param view the table's view
 * @param language the caller's language (the order of place names)
 */
export async function listAdminListings(
  db: Database,
  storage: FileStorage,
  viewer: StaffViewer,
  category: Category,
  view: AdminListingsView,
  language: Language,
): Promise<AdminListingsResponse> {
  const column = sortColumn(category, view.sort);
  const criteria = await adminCriteria(db, viewer, category, view);
  return staffListingPage(db, storage, viewer, {
    where: staffListingConditions(criteria),
    order: staffListingOrder({ column, dir: view.dir, language }),
    page: view.page,
    pageSize: view.pageSize,
    totalKey: JSON.stringify(criteria),
  });
}

/**
 * The staff for the responsible-agent picker: every agent, admin and super admin.
 * @param db the database
 */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await findStaff(db)).map((row) => ({
    _id: row.id,
    email: row.email,
    name: row.name,
    familyName: row.familyName,
    companyName: row.companyName,
    isAgent: row.isAgent,
    isAdmin: row.isAdmin,
    isSuperAdmin: row.isSuperAdmin,
  }));
}
