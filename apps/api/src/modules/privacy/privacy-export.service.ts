/**
 * The export of everything stored about a person (issue 16 point 7; docs/decisions/029): one ZIP
 * with `personal-data.json` and the files of their listings as the file storage holds them (local
 * disk or S3). The ZIP is streamed: each stored file is opened only when its turn comes, so an
 * export of hundreds of pictures holds one of them in memory at a time.
 */
import { Readable } from 'node:stream';
import { agencyIsoDay } from '@domus/domain/format/locale-format';
import type { HistoryActorRole } from '@domus/domain/staff/history';
import yazl from 'yazl';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { recordHistory } from '../history/history.service.ts';
import {
  listContactMessagesOf,
  listFavouritesOf,
  listViewingsOf,
  listHistoryOf,
  listListingsOf,
  listLoginsOf,
  listSearchesOf,
  type PersonRecords,
} from './privacy.repository.ts';

/** The name and version of the export's JSON layout, so that a reader knows what it holds. */
export const EXPORT_FORMAT = 'domus-personal-data/1';

/** The admin-table sort keys: copies of other tables' names, not data of the listing. */
const DERIVED_LISTING_COLUMNS = [
  'sortType',
  'sortPlaceIt',
  'sortPlaceDe',
  'sortOwner',
  'sortAgent',
  'statusRank',
] as const;

/** A stored file of a listing and where it lies in the ZIP. */
type ExportedFile = { storageKey: string; path: string };

/** The file's place in the ZIP: by listing number, kind and position; the name is the server's. */
function zipPath(
  propertyNumber: number,
  file: { id: string; kind: string; position: number; storageKey: string },
) {
  const extension = file.storageKey.slice(file.storageKey.lastIndexOf('.') + 1);
  return `listings/${propertyNumber}/${file.kind}-${file.position + 1}-${file.id}.${extension}`;
}

/** Everything stored about the person, as the export's JSON, and the files to add beside it. */
export async function collectPersonalData(
  db: Database,
  person: PersonRecords,
): Promise<{ data: Record<string, unknown>; files: ExportedFile[] }> {
  const sellerIds = person.sellers.map((s) => s.id);
  const clientIds = person.clients.map((c) => c.id);
  const { listings, files } = await listListingsOf(db, sellerIds);
  const searches = await listSearchesOf(db, clientIds);
  const exported: ExportedFile[] = [];
  const listingData = listings.map((listing) => {
    const rest: Record<string, unknown> = { ...listing };
    for (const column of DERIVED_LISTING_COLUMNS) delete rest[column];
    return {
      ...rest,
      files: files
        .filter((f) => f.propertyId === listing.id)
        .map((f) => {
          const path = zipPath(listing.propertyNumber, f);
          exported.push({ storageKey: f.storageKey, path });
          return {
            id: f.id,
            kind: f.kind,
            name: f.name,
            mime: f.mime,
            width: f.width,
            height: f.height,
            position: f.position,
            createdAt: f.createdAt,
            path,
          };
        }),
    };
  });
  const account = person.account;
  const data = {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account: account
      ? {
          id: account.id,
          email: account.email,
          language: account.language,
          isAgent: account.isAgent,
          isAdmin: account.isAdmin,
          isSuperAdmin: account.isSuperAdmin,
          emailVerifiedAt: account.emailVerifiedAt,
          createdAt: account.createdAt,
          updatedAt: account.updatedAt,
        }
      : null,
    sellers: person.sellers,
    clients: person.clients,
    listings: listingData,
    savedSearches: searches.searches.map((search) => ({
      ...search,
      locations: searches.locations
        .filter((l) => l.searchId === search.id)
        .map(({ searchId: _searchId, ...l }) => l),
      matches: searches.matches
        .filter((m) => m.searchId === search.id)
        .map(({ searchId: _searchId, ...m }) => m),
    })),
    favourites: await listFavouritesOf(db, account?.id ?? null),
    contactMessages: await listContactMessagesOf(db, person.emails),
    viewings: await listViewingsOf(db, person),
    logins: await listLoginsOf(db, account?.id ?? null, person.emails),
    history: await listHistoryOf(db, person),
  };
  return { data, files: exported };
}

/** The ZIP of the person's data, as a stream, with the name it is downloaded under. */
export type PersonalDataExport = { fileName: string; stream: Readable };

/**
 * Builds the person's export and records it in the history (who exported whose data, nothing of
 * the data itself). The JSON is read in one go, before the answer starts, so that a database
 * failure is an error answer and not a broken download.
 * @param actor who asks: an admin for a customer, or the person themselves
 */
export async function exportPersonalData(
  db: Database,
  storage: FileStorage,
  person: PersonRecords,
  actor: { accountId: string; role: HistoryActorRole; source: string },
): Promise<PersonalDataExport> {
  const { data, files } = await collectPersonalData(db, person);
  const seller = person.sellers[0];
  const client = person.clients[0];
  await recordHistory(db, {
    actor: { accountId: actor.accountId, role: actor.role },
    subject: seller ? 'seller' : client ? 'client' : 'account',
    subjectId: seller?.id ?? client?.id ?? person.account!.id,
    action: 'export',
    source: actor.source,
    sellerId: seller?.id ?? null,
    clientId: client?.id ?? null,
  });
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'personal-data.json');
  for (const file of files) {
    // Pictures and PDFs are compressed already: stored as they are.
    zip.addReadStreamLazy(file.path, { compress: false }, (callback) => {
      storage.get(file.storageKey).then(
        // A file missing from the storage is an empty entry: the rest of the export still comes.
        (stored) => callback(null, stored?.body ?? Readable.from([])),
        (error: unknown) => callback(error as Error, Readable.from([])),
      );
    });
  }
  // A storage failure ends the download broken rather than leaving it hanging.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  const day = agencyIsoDay();
  return { fileName: `personal-data-${day}.zip`, stream: zip.outputStream as Readable };
}
