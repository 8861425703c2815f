/**
 * `npm run import:streets -w @domus/api -- <file> [--source NAME]`: loads an operator's street
 * register (ANNCSU CSV, or an OpenStreetMap extract as GeoJSON or CSV) into the database that
 * DATABASE_URL or DATA_DIR points at. The places are imported first when they are missing.
 */
import path from 'node:path';
import { openConfiguredDatabase } from '../db/cli-database.ts';
import { importPlaces } from './places.seed.ts';
import { importStreets } from './streets.import.ts';

const args = process.argv.slice(2);
const sourceAt = args.indexOf('--source');
const source = sourceAt >= 0 ? args.splice(sourceAt, 2)[1] : undefined;
const file = args[0];
if (!file) {
  console.error(
    'Usage: npm run import:streets -w @domus/api -- <file.csv|file.geojson> [--source NAME]',
  );
  process.exit(2);
}

const { handle } = await openConfiguredDatabase();
try {
  await importPlaces(handle.db);
  const started = performance.now();
  const result = await importStreets(
    handle.db,
    path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
    source ? { source } : {},
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${result.format}: ${result.read} streets read, ${result.inserted} added, ` +
      `${result.skipped} already present, ${result.unmatched} outside South Tyrol or unplaced (${seconds} s)`,
  );
} finally {
  await handle.close();
}
