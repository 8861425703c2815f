/**
 * `npm run bench:erase`: the erasure of a person (issue 16 point 7 and target) on PostgreSQL.
 *
 * Creates a scratch database on the server of TEST_DATABASE_URL (else DATABASE_URL) and drops it
 * afterwards. Seeds `--others` people as the erasure test seeds its person (50 listings, 20 saved
 * searches with 2,000 matches, history, messages, logins, mails), so that the erasure runs among
 * others' data, then, `--runs` times, one more such person and erases them through
 * POST /api/v1/admin/customers/seller/{id}/erase as an admin (the real app, in process, through
 * inject), timing the call. After the runs it scans every text, varchar and jsonb column of the
 * public schema for the last person's values. The figures go to docs/benchmarks.md between the
 * bench:erase markers.
 *
 * Target (issue 16): ≤ 2 s for a person with 50 listings, 20 searches and 2,000 matches.
 *
 * Usage: node scripts/bench-erase.ts [--others N] [--runs N] [--listings N] [--searches N]
 *        [--matches N] [--no-write]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedPropertyTypes } from '../apps/api/src/seed/property-types.seed.ts';
import { person } from '../apps/api/test/helpers/account-fixtures.ts';
import {
  otherPersonalValues,
  PERSONAL,
  scanForValues,
  seedErasable,
} from '../apps/api/test/helpers/privacy-fixtures.ts';
import { gitCommit, machineSummary, writeBenchSection } from './lib/bench-report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const TARGET_MS = 2000;

const { values: args } = parseArgs({
  options: {
    others: { type: 'string', default: '50' },
    runs: { type: 'string', default: '10' },
    listings: { type: 'string', default: '50' },
    searches: { type: 'string', default: '20' },
    matches: { type: 'string', default: '2000' },
    'no-write': { type: 'boolean', default: false },
  },
});
const counts = {
  listings: Number(args.listings),
  searches: Number(args.searches),
  matches: Number(args.matches),
};

const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!server) {
  throw new Error(
    'bench:erase needs PostgreSQL: set TEST_DATABASE_URL (e.g. ' +
      'postgres://postgres@127.0.0.1:5432/test) or DATABASE_URL',
  );
}
const scratch = await createScratchDatabase(server, 'domus_bench_erase');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-bench-erase-'));
const handle = await openDatabase({ url: scratch.url });
try {
  await handle.migrate();
  const db = handle.db;
  await seedPropertyTypes(db);
  const seedStart = performance.now();
  for (let i = 0; i < Number(args.others); i++) {
    await seedErasable(db, otherPersonalValues(i), counts);
  }
  console.log(
    `${args.others} other people seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ADMIN_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  const admin = await person(db, 'bench.admin@example.com', { isAdmin: true });
  const times: number[] = [];
  for (let run = 0; run < Number(args.runs); run++) {
    // Each run erases another person; the last one has the values the scan looks for.
    const last = run === Number(args.runs) - 1;
    const values = last ? PERSONAL : otherPersonalValues(Number(args.others) + run);
    const seeded = await seedErasable(db, values, counts);
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/seller/${seeded.sellerId}/erase`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`erase answered ${res.statusCode}: ${res.body}`);
    times.push(ms);
    console.log(`run ${run + 1}: ${ms.toFixed(0)} ms`);
  }
  const left = await scanForValues(db, Object.values(PERSONAL));
  await app.close();

  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const worst = sorted[sorted.length - 1]!;
  const verdict = worst <= TARGET_MS ? 'met' : '**missed**';
  console.log(`median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target ${TARGET_MS})`);
  console.log(left.length ? `LEFT: ${left.join(', ')}` : 'no personal value left');
  const section = `
## Erasing a person (\`npm run bench:erase\`)

Measured ${new Date().toISOString().slice(0, 10)} on commit ${gitCommit()}; machine: ${machineSummary()}; load average (1, 5, 15 min) ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}.
PostgreSQL; ${args.others} other people seeded first, each with ${counts.listings} listings, ${counts.searches} saved searches and ${counts.matches} matches, history entries, a contact message, login links, mails and rate-limit events, then per run one more such person erased through \`POST /api/v1/admin/customers/seller/{id}/erase\` (the app in process, through inject) as an admin; ${args.runs} runs.

| Measure | Figure | Target |
| --- | --- | --- |
| **Erasure, worst of ${args.runs}** | ${worst.toFixed(0)} ms | ≤ ${TARGET_MS} ms: ${verdict} |
| Erasure, median | ${median.toFixed(0)} ms | |
| Personal values left in any text, varchar or jsonb column | ${left.length ? left.join(', ') : 'none'} | none |

What the time goes to: the history entries about the person rewritten (one statement over the entries of their records, listings, searches and matches), their saved searches deleted with the matches by cascade, drafts deleted and listings withdrawn, contact messages anonymised, logins, mails and rate-limit events deleted, records and account deleted, in one transaction (docs/decisions/029).
`;
  if (!args['no-write']) writeBenchSection('erase', section);
  if (left.length || worst > TARGET_MS) process.exitCode = 1;
} finally {
  await handle.close();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
