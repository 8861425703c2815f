/**
 * `npm run seed:scale -- N` (from the repository root): adds N generated listings to the
 * database that DATABASE_URL or DATA_DIR points at, for benchmarks, and prints the time taken.
 */
import { createFileStorage } from '../modules/files/file-storage.ts';
import { openConfiguredDatabase } from '../db/cli-database.ts';
import { seedScale } from './scale.seed.ts';

const count = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error('Usage: npm run seed:scale -- <number of listings, e.g. 100000>');
  process.exit(2);
}

const { config, handle } = await openConfiguredDatabase();
try {
  const started = performance.now();
  let reported = 0;
  const written = await seedScale(handle.db, createFileStorage(config), count, {
    onProgress: (n) => {
      if (n - reported >= 10_000 || n === count) {
        reported = n;
        process.stdout.write(`  ${n.toLocaleString('en')} / ${count.toLocaleString('en')}\n`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Added ${written.toLocaleString('en')} listings to ${handle.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ` +
      `in ${seconds.toFixed(1)} s (${Math.round(written / seconds).toLocaleString('en')} per second)`,
  );
} finally {
  await handle.close();
}
