/**
 * The OpenImmo format of the German-language portals (issue 32 point 2, decision 063): one ZIP
 * per transfer with the XML and the pictures and plans it names. The ZIP is streamed: the XML
 * entry is written from the chunk stream while the listings are read, each listing's files are
 * queued behind it as they are named and read from storage one at a time, so neither the
 * listings nor the files are ever held in memory together.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { openImmoFileId, openImmoReadiness } from '@domus/domain/feeds/openimmo-mapping';
import { anbieterId, openImmoFeedChunks } from './openimmo-feed.builder.ts';
import type { PortalExportFile, PortalExportInput, PortalFormat } from './portal-format.ts';

/**
 * `YYYYMMDDHHmmssSSS` in UTC, the time part of the ZIP's name: with milliseconds, so that two
 * transfers within one second (a click right after the schedule's run) never overwrite each
 * other's partial file before the portal imported it.
 */
function compactTime(moment: Date): string {
  return moment.toISOString().replace(/\D/g, '').slice(0, 17);
}

/**
 * The export's ZIP as a stream of bytes, built only when iterated.
 * @param input the listings, removals, publisher and scope of the transfer
 * @param base the name of the ZIP and of the XML inside, without extension
 */
async function* zipBytes(input: PortalExportInput, base: string): AsyncGenerator<Uint8Array> {
  const now = input.now ?? new Date();
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: unknown) => output.destroy(error as Error);
  // yazl reports a failed file on the ZIP and pipes streams without forwarding their errors.
  zip.on('error', fail);
  const chunks = openImmoFeedChunks(input.listings, {
    publisher: input.publisher,
    scope: input.scope,
    removals: input.removals,
    builtAt: now,
    ...(input.onSkip ? { onSkip: input.onSkip } : {}),
    onProperty: (property) => {
      for (const attachment of property.anhaenge) {
        // Pictures are JPEGs and plans mostly PDFs, compressed already: stored as they are.
        zip.addReadStreamLazy(attachment.path, { mtime: now, compress: false }, (callback) => {
          input.readFile(attachment.key).then(
            (stream) => {
              stream.once('error', fail);
              callback(null, stream);
            },
            (error: unknown) => callback(error, Readable.from([])),
          );
        });
      }
    },
  });
  async function* xmlThenClose(): AsyncGenerator<Buffer> {
    for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
    // Every file the XML names is queued by now; the ZIP closes after the last one.
    zip.end();
  }
  const xml = Readable.from(xmlThenClose());
  xml.once('error', fail);
  zip.addReadStream(xml, `${base}.xml`, { mtime: now });
  for await (const bytes of output) yield bytes as Uint8Array;
}

/** The OpenImmo format: readiness and the one ZIP of a transfer. */
export const openImmoFormat: PortalFormat = {
  portal: 'openimmo',
  readiness: openImmoReadiness,
  async *exportFiles(input: PortalExportInput): AsyncGenerator<PortalExportFile> {
    // OpenImmo practice names the ZIP by the agency's customer number and the moment.
    const base = `${openImmoFileId(anbieterId(input.publisher))}_${compactTime(input.now ?? new Date())}`;
    yield { name: `${base}.zip`, mime: 'application/zip', body: zipBytes(input, base) };
  },
};
