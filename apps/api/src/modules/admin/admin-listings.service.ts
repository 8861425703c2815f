/**
 * The admin listing tables (issue 15 point 2): a table's view turned into the repository's
 * criteria and order (400 for what the category does not have), one page of rows with their
 * names, owner, responsible agent, category facts, status and the actions the caller may use
 * (the domain's `adminListingActions`).
 */
import { adminSortKeys, type AdminListingsView } from '@domus/domain/admin-listings-query';
import type { AdminColumn } from '@domus/domain/categories/category-module';
import { categoryModule } from '@domus/domain/categories/category-registry';
import { SUBTYPES, type Category, type Language } from '@domus/domain/constants';
import { LISTING_STATUSES, listingStatus } from '@domus/domain/rules/listing-status';
import { adminListingActions } from '@domus/domain/rules/permissions';
import type {
  AdminListingRow,
  AdminListingsResponse,
  AdminPerson,
  StaffMember,
} from '@domus/domain/schemas/admin-listings.schema';
import type { Database, Executor } from '../../db/client.ts';
import { validationError } from '../../lib/app-error.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { findFirstImages, type CardImage } from '../properties/listing-queries.ts';
import { cardImageFile, listingNames } from '../properties/properties.service.ts';
import { listingAccess } from '../properties/listing-access.ts';
import { cachedListingTotal } from '../properties/listing-totals.ts';
import {
  adminConditions,
  adminOrder,
  countAdminListings,
  findAdminListingPage,
  findSellerIdsByText,
  findStaff,
  findStaffByIds,
  findTypeId,
  type AdminListingCriteria,
  type AdminListingDbRow,
  type StaffRow,
} from './admin-listings.repository.ts';

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
): Promise<AdminListingCriteria> {
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

/** A category fact's value as the row answers it: a number, a text, or a list's texts. */
function factValue(
  details: Record<string, unknown>,
  column: AdminColumn,
): AdminListingRow['facts'][string] {
  let value: unknown = details;
  for (const part of column.detailsPath ?? []) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : null;
  }
  if (Array.isArray(value)) {
    const field = column.sortPath?.at(-1);
    return value.map((item: unknown) => {
      const entry =
        field && item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : item;
      return typeof entry === 'string' || typeof entry === 'number' ? String(entry) : '';
    });
  }
  if (typeof value === 'number' || typeof value === 'string') return value;
  return null;
}

function person(staff: StaffRow | undefined): AdminPerson | null {
  if (!staff) return null;
  return {
    _id: staff.id,
    name: staff.name,
    familyName: staff.familyName,
    companyName: staff.companyName,
    email: staff.email,
    tel: staff.tel,
  };
}

/**
 * Table rows as the API answers them: names from the catalogue, the first image of a listing
 * without a main image (one awaiting confirmation), the responsible agents' names, and what
 * the caller may do with each.
 * @param db the database
 * @param storage where pictures are stored
 * @param viewer the caller
 * @param rows the rows as read
 */
export async function toAdminRows(
  db: Database,
  storage: FileStorage,
  viewer: StaffViewer,
  rows: AdminListingDbRow[],
  via: Executor = db,
): Promise<AdminListingRow[]> {
  const names = await listingNames(db, rows);
  const withoutImage = rows.filter((r) => r.imageId === null).map((r) => r.id);
  const firstImages = withoutImage.length
    ? await findFirstImages(via, withoutImage)
    : new Map<string, CardImage>();
  const agentIds = [
    ...new Set(rows.map((r) => r.responsibleAgentId).filter((id): id is string => !!id)),
  ];
  const agents = new Map((await findStaffByIds(via, agentIds)).map((a) => [a.id, a]));
  return rows.map((row) => {
    const category = row.category as Category;
    const type = names.type(row.typeId);
    const status = listingStatus(row);
    const details = (row.details ?? {}) as Record<string, unknown>;
    const facts: AdminListingRow['facts'] = {};
    for (const column of categoryModule(category).adminColumns) {
      if (column.detailsPath) facts[column.key] = factValue(details, column);
    }
    const access = listingAccess(viewer, row);
    return {
      _id: row.id,
      property_id: row.propertyNumber,
      category,
      type: {
        _id: row.typeId,
        id: type?.code ?? '',
        type: category,
        category,
        name: type?.name ?? { it: '', de: '', en: '' },
      },
      status,
      rent: row.rent,
      price: row.price,
      title: row.title,
      location: {
        municipality: names.municipality(row.municipalityId),
        zone: names.zone(row.zoneId),
        street: row.street,
        streetNumber: row.streetNumber,
        streetUnverified: row.streetUnverified,
      },
      image: cardImageFile({ ...row, ...firstImages.get(row.id) }, storage),
      rooms: row.roomTotal,
      baths: row.bathTotal,
      area: row.area,
      facts,
      owner: row.ownerId
        ? {
            _id: row.ownerId,
            name: row.ownerName,
            familyName: row.ownerFamilyName,
            companyName: row.ownerCompanyName,
            email: row.ownerEmail,
            tel: row.ownerTel,
          }
        : null,
      externalAgent: (row.externalAgent as AdminListingRow['externalAgent']) ?? null,
      agent: person(row.responsibleAgentId ? agents.get(row.responsibleAgentId) : undefined),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: row.isDraft ? null : (row.submittedAt ?? row.createdAt).toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      actions: adminListingActions(viewer, { ...access, status }),
    };
  });
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
  const where = adminConditions(criteria);
  const offset = (view.page - 1) * view.pageSize;
  // Both at once: on PostgreSQL they run on two connections.
  const [total, rows] = await Promise.all([
    cachedListingTotal(db, JSON.stringify(criteria), () => countAdminListings(db, where)),
    findAdminListingPage(
      db,
      where,
      adminOrder({ column, dir: view.dir, language }),
      view.pageSize,
      offset,
    ),
  ]);
  return {
    meta: {
      page: view.page,
      pageSize: view.pageSize,
      numOfPages: Math.ceil(total / view.pageSize),
      total,
    },
    data: await toAdminRows(db, storage, viewer, rows),
  };
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
