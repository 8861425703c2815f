/**
 * The import of a previewed upload (issue 32 point 5, decision 064): each listing of the
 * preview written through the listing module's own create and change (the wizard's checks, its
 * history entries, its matching), its pictures and plans through the upload path of the files
 * module (checked by content, renditions made). A listing imported before (its
 * `objektnr_extern`) is changed, not made again. Each listing is one transaction: one that fails
 * leaves nothing, its uploaded files are removed again, and the result names it with its
 * problems; the others are imported.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAIN_IMAGES_COUNT } from '@domus/domain/core/constants';
import { municipalityPostalCode } from '@domus/domain/place/postal-codes';
import type { ListingImportApply } from '@domus/domain/feeds/listing-import.schema';
import type { ImportedListing, ImportedMedia } from '@domus/domain/feeds/openimmo-import';
import {
  categoryInputSchema,
  type Property,
  type PropertyInput,
} from '@domus/domain/listing/property.schema';
import type { Database } from '../../db/client.ts';
import { AppError, validationError, type FieldProblem } from '../../lib/app-error.ts';
import { isErrorMessageKey } from '../../lib/i18n.ts';
import type { Viewer } from '../auth/viewer.ts';
import { deleteUploadedFile } from '../files/file-cleanup.service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { displayName, fileTooLarge, storeUploads } from '../files/file-uploads.service.ts';
import type { FoundMunicipality } from '../locations/locations.service.ts';
import {
  findListingsByExternalRef,
  findTypeIdByCode,
  setListingExternalRef,
} from '../properties/listing-queries.ts';
import { forgetSearchTotals } from '../properties/properties.service.ts';
import {
  findSeller,
  findSellerOfAccount,
  insertAccountSeller,
} from '../properties/listing-queries.ts';
import {
  changeListing,
  createListing,
  type ListingWriteSettings,
  type WriteContext,
} from '../properties/properties-write.service.ts';
import { importError } from './import-errors.ts';
import { IMPORT_LIMITS, openCheckedZip, type CheckedZip } from './import-zip.reader.ts';
import type { StoredProblem, StoredResult } from './imports-answer.ts';
import { importFile, type StoredPreview } from './imports-preview.service.ts';
import { findImport, finishImport, type ListingImportRow } from './imports.repository.ts';

/** What an import needs: the site's write settings, the data folder and who imports. */
export type ImportContext = ListingWriteSettings & {
  db: Database;
  storage: FileStorage;
  dataDir: string;
  viewer: NonNullable<Viewer>;
};

/** The operation the history names for the listings an import writes. */
const SOURCE = 'applyListingImport';

type Written = StoredResult['listings'][number];

/** The seller the listings are for: the one named, else the admin's own profile. */
async function ownerOf(ctx: ImportContext, owner: string | undefined): Promise<string> {
  const { db, viewer } = ctx;
  if (owner) {
    if (!(await findSeller(db, owner))) {
      throw validationError([{ field: 'owner', messageKey: 'validation.invalid' }]);
    }
    return owner;
  }
  const own =
    (viewer.sellerId ? await findSeller(db, viewer.sellerId) : undefined) ??
    (await findSellerOfAccount(db, viewer.accountId)) ??
    (await insertAccountSeller(db, {
      accountId: viewer.accountId,
      email: viewer.email,
      language: viewer.language,
    }));
  return own.id;
}

/** The problems of a refusal, for the result. */
function problemsOf(error: unknown): StoredProblem[] {
  if (error instanceof AppError) {
    if (error.fields?.length) {
      return error.fields.map((f) => ({
        field: f.field,
        messageKey: f.messageKey,
        ...(f.params ? { params: f.params } : {}),
      }));
    }
    return [{ field: 'listing', messageKey: error.messageKey }];
  }
  return [{ field: 'listing', messageKey: 'api.internal_error' }];
}

/**
 * Stores the listing's pictures or plans from the ZIP through the upload path, noting each
 * stored file's id in `uploaded`; a file the upload refuses is left out and named in `problems`.
 */
async function storeMedia(
  ctx: ImportContext,
  zip: CheckedZip,
  dir: string,
  media: readonly ImportedMedia[],
  kind: 'image' | 'floorplan',
  uploaded: string[],
  problems: StoredProblem[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const item of media) {
    const file = path.join(dir, `${uploaded.length + problems.length}.upload`);
    const name = displayName(item.path);
    try {
      // The size the directory announces, which yauzl holds the entry to: a file the upload
      // would refuse as too large is not even unpacked.
      if ((zip.entries.get(item.path)?.uncompressedSize ?? 0) > IMPORT_LIMITS.maxMediaBytes) {
        throw fileTooLarge(name);
      }
      const size = await zip.extract(item.path, file, IMPORT_LIMITS.maxMediaBytes);
      const [row] = await storeUploads(ctx.db, ctx.storage, {
        kind,
        files: [{ path: file, size, name }],
        uploadedById: ctx.viewer.accountId,
      });
      uploaded.push(row!.id);
      ids.push(row!.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(
        ...problemsOf(error).map((p) => ({ ...p, field: kind === 'image' ? 'images' : 'plans' })),
      );
    } finally {
      await rm(file, { force: true });
    }
  }
  return ids;
}

/** The listing as the write service takes it, checked by the category's input schema. */
function inputOf(
  listing: ImportedListing,
  municipality: FoundMunicipality,
  files: { typeId: string; owner: string; images: string[]; plans: string[] },
  state: { isDraft: boolean; isConfirmed: boolean },
): PropertyInput {
  const coordinates = listing.coordinates ?? { lat: municipality.seat.y, lng: municipality.seat.x };
  // The municipality's code where the export names none, as the built-in geocoder gives it.
  const postalCode =
    listing.address.postalCode.slice(0, 10) || municipalityPostalCode(municipality.id);
  const body = {
    category: listing.category,
    type: files.typeId,
    owner: files.owner,
    rent: listing.rent,
    price: listing.price,
    title: listing.title,
    description: listing.description,
    images: files.images,
    plans: files.plans,
    mainImage: files.images[0] ?? null,
    mainImages: [...files.images, ...files.plans].slice(0, MAIN_IMAGES_COUNT),
    location: {
      address: {
        street: listing.address.street,
        streetNumber: listing.address.streetNumber,
        municipality: { it: municipality.nameIt, de: municipality.nameDe },
        municipalityId: municipality.id,
        ...(postalCode ? { postalCode } : {}),
      },
      coordinates,
      // Without coordinates the municipality's seat stands in, which no buyer should take for the spot.
      approximate: listing.approximate || !listing.coordinates,
    },
    ...state,
    ...listing.details,
  };
  const parsed = categoryInputSchema(listing.category).safeParse(body);
  if (parsed.success) return parsed.data as PropertyInput;
  throw validationError(
    parsed.error.issues.map((issue): FieldProblem => ({
      field: issue.path.join('.') || 'listing',
      messageKey: isErrorMessageKey(issue.message) ? issue.message : 'validation.invalid',
    })),
  );
}

/** Writes one listing in its own transaction: created, or changed when imported before. */
async function importListing(
  ctx: ImportContext,
  zip: CheckedZip,
  dir: string,
  listing: ImportedListing,
  municipality: FoundMunicipality,
  as: ListingImportApply['as'],
  owner: string,
): Promise<Written> {
  const { db } = ctx;
  const uploaded: string[] = [];
  const problems: StoredProblem[] = [];
  const base = { externalRef: listing.externalRef, category: listing.category };
  const existing = (await findListingsByExternalRef(db, [listing.externalRef])).get(
    listing.externalRef,
  );
  try {
    const images = await storeMedia(ctx, zip, dir, listing.images, 'image', uploaded, problems);
    const plans = await storeMedia(ctx, zip, dir, listing.plans, 'floorplan', uploaded, problems);
    const typeId = await findTypeIdByCode(db, listing.category, listing.subtype);
    if (!typeId) throw validationError([{ field: 'type', messageKey: 'validation.invalid' }]);
    const publish = as === 'published';
    // A listing imported before keeps its state unless the import publishes it.
    const state = publish
      ? { isDraft: false, isConfirmed: true }
      : existing
        ? { isDraft: existing.isDraft, isConfirmed: existing.isConfirmed }
        : { isDraft: true, isConfirmed: false };
    const input = inputOf(listing, municipality, { typeId, owner, images, plans }, state);
    const written = await db.transaction(async (tx) => {
      // The write service's own transactions become savepoints of this one.
      const write: WriteContext = { ...ctx, db: tx, source: SOURCE };
      let property: Property | undefined = existing
        ? await changeListing(write, listing.category, existing.id, input)
        : await createListing(write, listing.category, { ...input, isConfirmed: false });
      if (!property) throw validationError([{ field: 'type', messageKey: 'validation.invalid' }]);
      // Only a super admin's new listing is published by its creation; an admin confirms it.
      if (publish && !property.isConfirmed) {
        property = await changeListing(write, listing.category, property._id, input);
      }
      await setListingExternalRef(tx, property!._id, listing.externalRef);
      return property!;
    });
    return {
      ...base,
      action: existing ? 'updated' : 'created',
      id: written._id,
      propertyNumber: written.property_id,
      problems,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Nothing of a failed listing stays: its files were attached to nothing.
    for (const id of uploaded) await deleteUploadedFile(db, ctx.storage, ctx.viewer, id);
    return {
      ...base,
      action: 'failed',
      id: null,
      propertyNumber: null,
      problems: [...problems, ...problemsOf(error)],
    };
  }
}

/** The uploads being imported by this process: a second call for one waits for nothing. */
const running = new Set<string>();

/**
 * Imports the upload `id` as drafts or published; undefined for an unknown upload, 409
 * `import_not_previewed` for one imported already. The upload's ZIP is dropped once imported;
 * when every listing failed it is kept and the upload marked failed, to be imported again.
 */
export async function applyImport(
  ctx: ImportContext,
  id: string,
  body: ListingImportApply,
): Promise<ListingImportRow | undefined> {
  // A double click imports once: the second call is refused while the first runs.
  if (running.has(id)) throw importError('import_not_previewed');
  running.add(id);
  try {
    return await importUpload(ctx, id, body);
  } finally {
    running.delete(id);
  }
}

async function importUpload(
  ctx: ImportContext,
  id: string,
  body: ListingImportApply,
): Promise<ListingImportRow | undefined> {
  const { db } = ctx;
  const row = await findImport(db, id);
  if (!row) return undefined;
  if (row.status === 'imported' || !row.fileKey) throw importError('import_not_previewed');
  const preview = row.preview as StoredPreview;
  const owner = await ownerOf(ctx, body.owner);
  const zipFile = importFile(ctx.dataDir, row.fileKey);
  const zip = await openCheckedZip(zipFile);
  const dir = await mkdtemp(path.join(tmpdir(), 'domus-import-'));
  const listings: Written[] = [];
  try {
    for (const stored of preview.listings) {
      if (!stored.listing || !stored.municipality || stored.refused.length) continue;
      listings.push(
        await importListing(ctx, zip, dir, stored.listing, stored.municipality, body.as, owner),
      );
    }
  } finally {
    zip.close();
    await rm(dir, { recursive: true, force: true });
  }
  forgetSearchTotals(db);
  const failed = listings.length > 0 && listings.every((l) => l.action === 'failed');
  const result: StoredResult = { as: body.as, listings };
  if (failed) return finishImport(db, id, { status: 'failed', result, fileKey: row.fileKey });
  const done = await finishImport(db, id, { status: 'imported', result, fileKey: null });
  await rm(zipFile, { force: true });
  return done;
}
