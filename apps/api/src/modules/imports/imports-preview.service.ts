/**
 * The preview of an upload of another CRM's OpenImmo export (issue 32 point 5, decision 064):
 * the ZIP checked and its XML documents parsed without trusting either, each listing mapped by
 * the domain's `openimmo-import.ts`, its pictures and plans found in the ZIP, its municipality
 * among South Tyrol's; then the upload is kept (in the data folder, never served) with its
 * preview for the import. A refusal of the upload stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  mapOpenImmoDocument,
  type ImportedListing,
  type ImportedMedia,
  type UnmappedField,
} from '@domus/domain/feeds/openimmo-import';
import type { Database } from '../../db/client.ts';
import { findMunicipalityOf, type FoundMunicipality } from '../locations/locations.service.ts';
import { importError } from './import-errors.ts';
import { IMPORT_LIMITS, openCheckedZip, type CheckedZip } from './import-zip.reader.ts';
import { insertImport, type ListingImportRow } from './imports.repository.ts';
import { decodeXml, parseXml } from './openimmo-xml.parser.ts';

/** A listing of the upload as the preview keeps it for the import. */
export interface StoredListing {
  externalRef: string | null;
  /** The mapped listing, its media paths those of the ZIP's entries; null when refused. */
  listing: ImportedListing | null;
  /** Catalog keys of the reasons it cannot be imported; empty when it can. */
  refused: string[];
  unmapped: UnmappedField[];
  municipality: FoundMunicipality | null;
}

/** The preview column of an upload. */
export interface StoredPreview {
  documents: string[];
  listings: StoredListing[];
}

/** Where an upload's ZIP is kept until it is imported: the data folder, not the file storage. */
export function importFile(dataDir: string, fileKey: string): string {
  return path.join(dataDir, fileKey);
}

/** The ZIP entry an attachment names, relative to its document's folder; undefined if none. */
function entryOf(zip: CheckedZip, base: string, pfad: string): string | undefined {
  const joined = path.posix.normalize(path.posix.join(base, pfad.replaceAll('\\', '/')));
  if (joined.startsWith('../') || joined.startsWith('/')) return undefined;
  if (zip.entries.has(joined)) return joined;
  const lower = joined.toLowerCase();
  return [...zip.entries.keys()].find((name) => name.toLowerCase() === lower);
}

function resolveMedia(
  zip: CheckedZip,
  base: string,
  media: ImportedMedia[],
  unmapped: UnmappedField[],
): ImportedMedia[] {
  return media.flatMap((item) => {
    const entry = entryOf(zip, base, item.path);
    if (entry) return [{ ...item, path: entry }];
    unmapped.push({
      field: 'anhaenge/anhang',
      key: 'admin:imports.unmapped.mediaMissing',
      value: item.path.slice(0, 80),
    });
    return [];
  });
}

/** The OpenImmo documents of the ZIP, their listings mapped and their media found. */
async function readListings(db: Database, zip: CheckedZip): Promise<StoredPreview> {
  const documents = [...zip.entries.keys()].filter((name) => /\.xml$/i.test(name)).sort();
  const listings: StoredListing[] = [];
  const read: string[] = [];
  for (const name of documents) {
    const root = parseXml(decodeXml(await zip.read(name, IMPORT_LIMITS.maxXmlBytes)));
    // Other XML files (a CRM's own metadata) are not OpenImmo and are left alone.
    if (root.name !== 'openimmo') continue;
    read.push(name);
    const base = path.posix.dirname(name);
    for (const entry of mapOpenImmoDocument(root)) {
      if (!entry.ok) {
        listings.push({ ...entry, listing: null, municipality: null });
        continue;
      }
      const { listing } = entry;
      const unmapped = [...listing.unmapped];
      const images = resolveMedia(zip, base, listing.images, unmapped);
      const plans = resolveMedia(zip, base, listing.plans, unmapped);
      const point = listing.coordinates
        ? { x: listing.coordinates.lng, y: listing.coordinates.lat }
        : null;
      const municipality = await findMunicipalityOf(db, {
        istatCode: listing.istatCode,
        name: listing.address.city,
        postalCode: listing.address.postalCode,
        point,
      });
      listings.push({
        externalRef: listing.externalRef,
        listing: { ...listing, images, plans, unmapped },
        refused: municipality ? [] : ['admin:imports.refused.municipality'],
        unmapped,
        municipality,
      });
    }
  }
  if (!read.length) throw importError('import_no_openimmo');
  return { documents: read, listings };
}

/**
 * Checks and previews the upload received into `upload`, keeps it and its preview; throws the
 * upload's refusal otherwise, having stored nothing.
 */
export async function previewImport(
  db: Database,
  dataDir: string,
  createdById: string,
  upload: { path: string; size: number; name: string },
): Promise<ListingImportRow> {
  const zip = await openCheckedZip(upload.path);
  let preview: StoredPreview;
  try {
    preview = await readListings(db, zip);
  } finally {
    zip.close();
  }
  const id = randomUUID();
  const fileKey = `imports/${id}.zip`;
  const kept = importFile(dataDir, fileKey);
  await mkdir(path.dirname(kept), { recursive: true });
  await rename(upload.path, kept).catch(async (error: NodeJS.ErrnoException) => {
    // Another file system than the temporary folder's: copied instead.
    if (error.code !== 'EXDEV') throw error;
    const { copyFile } = await import('node:fs/promises');
    await copyFile(upload.path, kept);
  });
  try {
    return await insertImport(db, {
      id,
      createdById,
      fileKey,
      fileName: upload.name,
      bytes: upload.size,
      preview,
    });
  } catch (error) {
    await rm(kept, { force: true });
    throw error;
  }
}
