/**
 * Listings for the admin table tests: rows of any category, status, owner, agent, price, area
 * and creation time, inserted directly so that a test sets exactly what it filters and sorts by.
 */
import { randomUUID } from 'node:crypto';
import type { Category } from '@domus/domain/core/constants';
import type { ListingStatus } from '@domus/domain/core/listing-status';
import type { Database } from '../../src/db/client.ts';
import { files, properties } from '../../src/db/schema.ts';
import { newStorageKey } from '../../src/modules/files/storage-keys.ts';
import { BOLZANO, GRIES, IN_BOLZANO, typeId } from './search-fixtures.ts';

/** What an admin test listing may set; by default a published apartment for sale in Gries. */
export type AdminListingValues = {
  category?: Category;
  code?: string;
  status?: ListingStatus;
  rent?: boolean;
  price?: number | null;
  area?: number | null;
  rooms?: number | null;
  ownerId?: string | null;
  agentId?: string | null;
  createdById?: string | null;
  municipalityId?: string | null;
  zoneId?: string | null;
  street?: string | null;
  title?: string;
  createdAt?: Date;
  submittedAt?: Date;
  details?: Record<string, unknown>;
  externalAgent?: { name?: string; familyName?: string } | null;
};

/** Inserts a listing with a main image; answers its id and property number. */
export async function adminListing(
  db: Database,
  values: AdminListingValues = {},
): Promise<{ id: string; number: number }> {
  const id = randomUUID();
  const imageId = randomUUID();
  const category = values.category ?? 'residential';
  const status = values.status ?? 'published';
  const title = values.title ?? 'Appartamento';
  const [row] = await db
    .insert(properties)
    .values({
      id,
      category,
      typeId: await typeId(db, category, values.code ?? 'apartment'),
      rent: values.rent ?? false,
      price: values.price === undefined ? 250_000 : values.price,
      area: values.area === undefined ? 80 : values.area,
      roomTotal: values.rooms === undefined ? 3 : values.rooms,
      isConfirmed: status === 'published',
      isDraft: status === 'draft',
      withdrawnAt: status === 'withdrawn' ? new Date() : null,
      ownerId: values.ownerId ?? null,
      responsibleAgentId: values.agentId ?? null,
      createdById: values.createdById ?? null,
      municipalityId: values.municipalityId === undefined ? BOLZANO : values.municipalityId,
      zoneId: values.zoneId === undefined ? GRIES : values.zoneId,
      street: values.street === undefined ? 'Via Museo' : values.street,
      point: IN_BOLZANO,
      title: { it: title, de: title, en: title },
      description: { it: '', de: '', en: '' },
      details: values.details ?? {},
      externalAgent: values.externalAgent ?? null,
      mainImageId: status === 'published' || status === 'withdrawn' ? imageId : null,
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
      ...(status === 'draft'
        ? {}
        : { submittedAt: values.submittedAt ?? values.createdAt ?? new Date() }),
    })
    .returning({ number: properties.propertyNumber });
  await db.insert(files).values({
    id: imageId,
    propertyId: id,
    kind: 'image',
    name: 'foto.jpg',
    mime: 'image/jpeg',
    storageKey: newStorageKey('jpg', undefined, imageId),
  });
  return { id, number: row!.number };
}
