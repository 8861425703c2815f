/**
 * What the history keeps of a listing's change (issue 16 point 6; docs/decisions/031): the
 * listing's fields under the names the API and the wizard give them, its details fields, and its
 * images and plans in their order (a file added, removed or moved is a change of the listing).
 * The writes of listings build their entries from these states with the domain's
 * `diffForHistory`, inside their own transaction.
 */
import { diffForHistory, historyActorRole, type HistoryChange } from '@domus/domain/staff/history';
import { TRACKED_LISTING_FIELDS } from '@domus/domain/listing/tracked-listing-fields';
import type { ListingRow } from '../../db/schema.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { HistoryActor } from './history.repository.ts';

type ListingColumns = Partial<ListingRow>;

/**
 * The listing's columns kept in its history, by the field name the API gives each: the domain's
 * one list, which the change mail reads too (every column named there must be the table's).
 */
const LISTING_FIELDS = TRACKED_LISTING_FIELDS satisfies readonly {
  column: keyof ListingColumns;
}[];

type StoredLocation = {
  address?: { municipalityId?: string; street?: string; streetNumber?: string };
  zone?: { id?: string } | null;
  coordinates?: { lat?: number; lng?: number };
  approximate?: boolean;
} | null;

/**
 * What of a location the history compares: the place, not the names the reading adds (the
 * municipality's name in every language) that a client sends back with it.
 */
function placeOf(location: unknown): Record<string, unknown> | null {
  const value = location as StoredLocation | undefined;
  if (!value) return null;
  return {
    municipalityId: value.address?.municipalityId ?? null,
    zone: value.zone?.id ?? null,
    street: value.address?.street ?? null,
    streetNumber: value.address?.streetNumber ?? null,
    lat: value.coordinates?.lat ?? null,
    lng: value.coordinates?.lng ?? null,
    approximate: value.approximate ?? false,
  };
}

/** The files of a listing in their order, images apart from plans. */
export type ListingFileOrder = { images: readonly string[]; plans: readonly string[] };

/** The files of a listing as its repository reads them (ordered), split by kind. */
export function fileOrder(rows: readonly { id: string; kind: string }[]): ListingFileOrder {
  return {
    images: rows.filter((row) => row.kind === 'image').map((row) => row.id),
    plans: rows.filter((row) => row.kind !== 'image').map((row) => row.id),
  };
}

/**
 * A listing as the history compares it: its fields by their API names, its details fields and
 * its files. Columns left out of `row` (a write that does not set them) count as unchanged only
 * when the caller passes the stored row's value in.
 */
export function listingState(
  row: ListingColumns,
  files?: ListingFileOrder,
): Record<string, unknown> {
  const state: Record<string, unknown> = {};
  for (const { field, column } of LISTING_FIELDS) state[field] = row[column];
  state.location = placeOf(row.location);
  for (const [key, value] of Object.entries((row.details ?? {}) as Record<string, unknown>)) {
    // A details key named like a column would hide it; none is, but the column wins.
    if (!(key in state)) state[key] = value;
  }
  if (files) {
    state.images = [...files.images];
    state.plans = [...files.plans];
  }
  return state;
}

/** The fields that changed between two states of a listing (see {@link listingState}). */
export function listingChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): HistoryChange[] {
  return diffForHistory(before, after);
}

/**
 * The actor of a change made by a logged-in caller: staff by their highest role, anyone else as
 * `fallback` (a listing's owner, a buyer).
 */
export function viewerActor(
  viewer: Pick<NonNullable<Viewer>, 'accountId' | 'isAgent' | 'isAdmin' | 'isSuperAdmin'>,
  fallback: 'owner' | 'client' = 'owner',
): HistoryActor {
  return { accountId: viewer.accountId, role: historyActorRole(viewer, fallback) };
}
