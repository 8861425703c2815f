/**
 * The lists behind the overview's numbers (issue 15 point 5): clients' visit and consultation
 * requests and contact messages, open ones by default, and marking one handled or open again.
 */
import type { Category } from '@domus/domain/core/constants';
import type { LocalizedText } from '@domus/domain/core/common.schema';
import {
  ADMIN_LIST_PAGE_SIZE,
  type adminContactMessageListSchema,
  type adminRequestListSchema,
} from '@domus/domain/staff/admin-overview.schema';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { updateInboxEntry, type InboxSource } from './admin-inbox.service.ts';
import type { StaffViewer } from './admin-listings.service.ts';
import {
  findContactMessages,
  findRequests,
  type HandledFilter,
} from './admin-requests.repository.ts';

const meta = (page: number, total: number) => ({
  page,
  pageSize: ADMIN_LIST_PAGE_SIZE,
  numOfPages: Math.ceil(total / ADMIN_LIST_PAGE_SIZE),
  total,
});

/** A page of visit and consultation requests, the newest first. */
export async function listRequests(
  db: Database,
  page: number,
  handled: HandledFilter,
): Promise<z.infer<typeof adminRequestListSchema>> {
  const offset = (page - 1) * ADMIN_LIST_PAGE_SIZE;
  const { rows, total } = await findRequests(db, handled, ADMIN_LIST_PAGE_SIZE, offset);
  return {
    meta: meta(page, total),
    data: rows.map((row) => ({
      _id: row.id,
      kind: row.state as 'visit' | 'consulting',
      requestedAt: row.requestedAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      client: {
        _id: row.client.id,
        name: row.client.name,
        familyName: row.client.familyName,
        email: row.client.email,
        tel: row.client.tel,
      },
      listing: {
        _id: row.listing.id,
        property_id: row.listing.propertyNumber,
        category: row.listing.category as Category,
        title: row.listing.title,
      },
    })),
  };
}

/** A page of contact messages, the newest first. */
export async function listContactMessages(
  db: Database,
  page: number,
  handled: HandledFilter,
): Promise<z.infer<typeof adminContactMessageListSchema>> {
  const offset = (page - 1) * ADMIN_LIST_PAGE_SIZE;
  const { rows, total } = await findContactMessages(db, handled, ADMIN_LIST_PAGE_SIZE, offset);
  return {
    meta: meta(page, total),
    data: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      tel: row.tel,
      message: row.message,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      handledAt: row.handledAt?.toISOString() ?? null,
      listing:
        row.listingId && row.listingNumber !== null
          ? {
              _id: row.listingId,
              property_id: row.listingNumber,
              category: row.listingCategory as Category,
              title: row.listingTitle as LocalizedText,
            }
          : null,
    })),
  };
}

/**
 * Marks a request or a contact message handled (status done) or open again (status new), as the
 * inbox's status does it (decision 032): the change is in the history; 404 when there is none.
 */
export async function markInboxEntry(
  db: Database,
  viewer: StaffViewer,
  source: InboxSource,
  id: string,
  handled: boolean,
  operationId: string,
) {
  const entry = await updateInboxEntry(
    db,
    viewer,
    source,
    id,
    { status: handled ? 'done' : 'new' },
    operationId,
  );
  return { _id: entry._id, handledAt: entry.handledAt };
}
