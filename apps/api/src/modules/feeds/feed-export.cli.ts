/**
 * `npm run feed -- <portal> <path>` (issue 32 point 3): writes the portal's full export of the
 * database that DATABASE_URL or DATA_DIR points at to a file or folder. On an empty DATA_DIR it
 * first lays out the demo data, as `npm start` does.
 */
import { parseArgs } from 'node:util';
import { PORTALS, isPortal } from '@domus/domain/feeds/portals';
import { openConfiguredDatabase } from '../../db/cli-database.ts';
import { createFileStorage } from '../files/file-storage.ts';
import { ensureSeeded, type SeedLog } from '../../seed/startup.seed.ts';
import { createFeedsContext } from './feeds-context.ts';
import { portalCustomerId, writeFullExport } from './feed-export.service.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'customer-id': { type: 'string' } },
});
const [portal, target] = positionals;
if (!portal || !target || !isPortal(portal)) {
  console.error(
    `Usage: npm run feed -- <${PORTALS.join('|')}> <file or folder> [--customer-id <number>]\n` +
      'The customer id is the agency’s number at the portal (wohnen-in-suedtirol.it needs it); ' +
      'by default that of the portal’s account set up in the admin.',
  );
  process.exit(2);
}

const { config, handle } = await openConfiguredDatabase();
try {
  const storage = createFileStorage(config);
  // The demo data's progress would mix with the export's report: only warnings are shown.
  const log: SeedLog = { info: () => undefined, warn: (obj, msg) => console.warn(msg ?? obj) };
  await handle.withStartupLock(() => ensureSeeded({ db: handle.db, config, storage, log }));
  const feeds = await createFeedsContext({ db: handle.db, config, storage });
  const started = performance.now();
  const customerId = values['customer-id'] ?? (await portalCustomerId(handle.db, portal));
  const publisher = { ...feeds.publisher, ...(customerId ? { portalCustomerId: customerId } : {}) };
  const result = await writeFullExport({ ...feeds, publisher }, portal, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  for (const skip of result.skipped) {
    console.warn(
      `listing ${skip.id} left out: ${skip.issues.map((i) => i.key.split('.').at(-1)).join(', ')}`,
    );
  }
  console.log(
    `${portal}: ${result.files.length} file(s), ${result.bytes} bytes in ${seconds} s; ` +
      `${result.skipped.length} listing(s) left out as not ready. Written to ${target}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
