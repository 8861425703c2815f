/**
 * The wohnen-in-suedtirol.it format (issue 32 point 2, decision 065): the folder the portal
 * fetches each night, its pictures and PDF plans first and `WIS_IMPORT.XML` last, after the
 * files it names.
 *
 * The portal keeps every object a file leaves out until its validity (`GUELTIGBIS`) ends, so a
 * removal is written out: an object with `LOESCHEN` ja, for each listing that left and for
 * each listing handed to the export that the portal would refuse or misstate now (it may have
 * been sent on an earlier night, and must not stay there as it was).
 */
import type { Readable } from 'node:stream';
import {
  WIS_FILE_NAME,
  toWisObject,
  wisDeleteObject,
  wisReadiness,
} from '@domus/domain/feeds/wis-mapping';
import type { PortalExportFile, PortalExportInput, PortalFormat } from './portal-format.ts';
import { wisImportChunks, wisObjectXml } from './wis-feed.builder.ts';

/** A stored file's bytes, opened only when a delivery reads them. */
async function* storedFile(
  readFile: (key: string) => Promise<Readable>,
  key: string,
): AsyncGenerator<string | Uint8Array> {
  const stream = await readFile(key);
  for await (const chunk of stream) yield chunk as string | Uint8Array;
}

/**
 * The export's files. The objects are written while the media files are handed on and held
 * until the end, since the document names their number before them: one string per listing.
 */
async function* exportFiles(input: PortalExportInput): AsyncGenerator<PortalExportFile> {
  const now = input.now ?? new Date();
  const customerNumber = input.publisher.portalCustomerId?.trim();
  // The portal assigns the objects to an agency only by this number; a file without it is lost.
  if (!customerNumber) {
    throw new Error('wohnen-in-suedtirol.it needs the agency’s customer number (KDNR)');
  }
  const objects: string[] = [];
  const written = new Set<string>();
  for await (const listing of input.listings) {
    if (written.has(listing.id)) continue;
    written.add(listing.id);
    const mapped = toWisObject(listing, now);
    if (!mapped.ok) {
      input.onSkip?.({ id: listing.id, issues: mapped.issues });
      objects.push(wisObjectXml(wisDeleteObject(listing.id, now)));
      continue;
    }
    for (const media of mapped.object.media) {
      yield {
        name: media.fileName,
        mime: media.mime,
        // A feed URL hands the stored file out itself instead of a copy per transfer.
        sourceKey: media.key,
        body: storedFile(input.readFile, media.key),
      };
    }
    objects.push(wisObjectXml(mapped.object));
  }
  for (const removal of input.removals) {
    if (written.has(removal.id)) continue;
    written.add(removal.id);
    objects.push(wisObjectXml(wisDeleteObject(removal.id, now)));
  }
  yield {
    name: WIS_FILE_NAME,
    mime: 'application/xml',
    body: wisImportChunks(customerNumber, objects),
  };
}

/** The wohnen-in-suedtirol.it format. */
export const wisFormat: PortalFormat = {
  portal: 'wis',
  readiness: wisReadiness,
  exportFiles,
};
