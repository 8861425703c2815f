/**
 * The staff view of a listing (issue 15 point 2, issue 31 point 1): a listing row as the admin
 * tables, the confirmation queue and the CSV export answer it, with names from the catalogue,
 * owner, responsible agent, category facts, status and the actions the caller may use (the
 * domain's `adminListingActions`). The public view is `toProperty`/`toCards` of
 * properties.service.ts; both read the same catalogue names and pictures.
 */
import type { ClosingKind } from '@domus/domain/listing/price-history';
import type { AdminColumn } from '@domus/domain/listing/categories/category-module';
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import type { Category } from '@domus/domain/core/constants';
import { listingStatus } from '@domus/domain/core/listing-status';
import { adminListingActions } from '@domus/domain/person/permissions';
import type {
  AdminListingRow,
  AdminListingsResponse,
  AdminPerson,
} from '@domus/domain/staff/admin-listings.schema';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { listingAccess } from './listing-access.ts';
import { cachedListingTotal } from './listing-totals.ts';
import {
  countStaffListings,
  findAgentNames,
  findStaffListingPage,
  type AgentNameRow,
  type StaffListingDbRow,
} from './listing-staff.repository.ts';
import { findFirstImages, type CardImage } from './properties.repository.ts';
import { cardImageFile, listingNames, typeAnswer } from './properties.service.ts';

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

function person(agent: AgentNameRow | undefined): AdminPerson | null {
  if (!agent) return null;
  return {
    _id: agent.id,
    name: agent.name,
    familyName: agent.familyName,
    companyName: agent.companyName,
    email: agent.email,
    tel: agent.tel,
  };
}

/**
 * Listing rows as staff see them: names from the catalogue, the first image of a listing
 * without a main image (one awaiting confirmation), the responsible agents' names, and what
 * the caller may do with each.
 * @param db the database
 * @param storage where pictures are stored
 * @param viewer the caller (staff)
 * @param rows the rows as read
 * @param via the database or transaction the images and agents are read in
 */
export async function toStaffRows(
  db: Database,
  storage: FileStorage,
  viewer: NonNullable<Viewer>,
  rows: StaffListingDbRow[],
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
  const agents = new Map((await findAgentNames(via, agentIds)).map((a) => [a.id, a]));
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
      type: typeAnswer(row.typeId, category, type),
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
      closedAs: (row.closedAs as ClosingKind | null) ?? null,
      actions: adminListingActions(viewer, { ...access, status }),
    };
  });
}

/** One page of a staff list: which listings, in which order, and which page. */
export type StaffListingPageQuery = {
  /** The conditions (`staffListingConditions`, or another module's fragment). */
  where: SQL;
  /** The ORDER BY (`staffListingOrder`, or another), ending with the id. */
  order: SQL[];
  /** The page, from 1; one beyond the last is empty. */
  page: number;
  pageSize: number;
  /** Keeps the total for a few seconds under this key (the filters as text); none counts always. */
  totalKey?: string;
};

/**
 * One page of a staff list as rows staff see, with its page count and total.
 * @param db the database
 * @param storage where pictures are stored
 * @param viewer the caller (staff)
 * @param query the conditions, order and page
 */
export async function staffListingPage(
  db: Database,
  storage: FileStorage,
  viewer: NonNullable<Viewer>,
  query: StaffListingPageQuery,
): Promise<AdminListingsResponse> {
  const { where, order, page, pageSize, totalKey } = query;
  const count = () => countStaffListings(db, where);
  // Both at once: on PostgreSQL they run on two connections.
  const [total, rows] = await Promise.all([
    totalKey === undefined ? count() : cachedListingTotal(db, totalKey, count),
    findStaffListingPage(db, where, order, pageSize, (page - 1) * pageSize),
  ]);
  return {
    meta: { page, pageSize, numOfPages: Math.ceil(total / pageSize), total },
    data: await toStaffRows(db, storage, viewer, rows),
  };
}
