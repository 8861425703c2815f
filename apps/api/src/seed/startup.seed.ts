/**
 * Start-up seeding: an empty database (no property types yet) gets the places, every property
 * type and, unless SEED_DEMO=false, the staff accounts and the demo content. Every start logs the
 * staff accounts' addresses, so that whoever started the site knows how to log in.
 */
import { or, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, propertyTypes } from '../db/schema.ts';
import { createFileStorage, type FileStorage } from '../modules/files/file-storage.ts';
import { renderDemoAssets, seedDemo } from './demo.seed.ts';
import { importPlaces } from './places.seed.ts';
import { seedPropertyTypes } from './property-types.seed.ts';

/** The logger subset used here (pino and Fastify's logger both fit). */
export type SeedLog = {
  info: (obj: object | string, msg?: string) => void;
  warn: (obj: object | string, msg?: string) => void;
};

/** What a start did: nothing (`seeded: false`) or what it wrote, with timings in ms. */
export type SeedResult = { seeded: boolean; timings?: Record<string, number> };

export async function ensureSeeded(options: {
  db: Database;
  config: Config;
  log: SeedLog;
  /** The file storage; the one the configuration chooses by default. */
  storage?: FileStorage;
}): Promise<SeedResult> {
  const { db, config, log } = options;
  const result: SeedResult = { seeded: false };
  if ((await db.$count(propertyTypes)) === 0) {
    const storage = options.storage ?? createFileStorage(config);
    const started = performance.now();
    const timings: Record<string, number> = {};
    const lap = (name: string, from: number) =>
      (timings[name] = Math.round(performance.now() - from));
    log.info(
      'empty database: importing places and property types' +
        (config.SEED_DEMO ? ' and the demo content' : ''),
    );

    // The pictures are drawn while the database takes the places: the drawing runs on sharp's
    // threads, the inserts on the main thread.
    let assetsAt = 0;
    const assets = config.SEED_DEMO
      ? renderDemoAssets(storage).then((a) => {
          assetsAt = lap('pictures', started);
          return a;
        })
      : undefined;
    // Until the transaction commits nothing is visible: a start that fails half-way leaves an
    // empty database and the next start seeds again.
    const counts = await db.transaction(async (tx) => {
      let at = performance.now();
      const places = await importPlaces(tx);
      lap('places', at);
      at = performance.now();
      const types = await seedPropertyTypes(tx);
      lap('types', at);
      if (!assets) return { places, types };
      const ready = await assets;
      at = performance.now();
      const demo = await seedDemo(tx, storage, ready, {
        uidDomain: new URL(config.publicUrl).hostname,
      });
      lap('demo', at);
      return { places, types, demo };
    });
    void assetsAt;
    lap('total', started);
    log.info(
      { ...counts, timings },
      `seeded the empty database in ${(timings.total! / 1000).toFixed(1)} s`,
    );
    result.seeded = true;
    result.timings = timings;
  }
  await logStaff(db, log);
  return result;
}

/** Logs the staff accounts' addresses (every start, as the issue asks). */
async function logStaff(db: Database, log: SeedLog) {
  const staff = await db
    .select({
      email: accounts.email,
      isSuperAdmin: accounts.isSuperAdmin,
      isAdmin: accounts.isAdmin,
      isAgent: accounts.isAgent,
    })
    .from(accounts)
    .where(
      or(eq(accounts.isAdmin, true), eq(accounts.isAgent, true), eq(accounts.isSuperAdmin, true)),
    )
    .orderBy(accounts.email);
  if (!staff.length) {
    log.warn('no staff account yet: log in is possible once a staff account exists');
    return;
  }
  const list = staff
    .map((s) => `${s.email} (${s.isSuperAdmin ? 'super admin' : s.isAdmin ? 'admin' : 'agent'})`)
    .join(', ');
  log.info({ staff: staff.map((s) => s.email) }, `staff accounts: ${list}`);
}
