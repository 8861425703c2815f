/**
 * The data the soak runs on, prepared before the server starts: every place and property type of
 * the start-up seed, N listings of the scale seed (with their pictures), and one buyer with a
 * live session; on PGlite in a new DATA_DIR, or on a scratch database of a PostgreSQL server.
 * Then the request mix drawn from that data: what visitors and a logged-in buyer ask for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { properties, propertyTypes } from '../../apps/api/src/db/schema.ts';
import { createFileStorage } from '../../apps/api/src/modules/files/file-storage.ts';
import { seedScale } from '../../apps/api/src/seed/scale.seed.ts';
import { buyer } from '../../apps/api/test/helpers/search-fixtures.ts';
import { createScratchDatabase } from './scratch-database.ts';

export type SoakData = {
  /** What the server process gets on top of the production settings. */
  env: Record<string, string>;
  kind: 'PGlite' | 'PostgreSQL';
  listings: number;
  /** Bearer token of the buyer. */
  token: string;
  /** Paths under /api/v1 that anyone may ask for. */
  publicPaths: string[];
  /** Paths under /api/v1 for the buyer's session. */
  buyerPaths: string[];
  /** The body of the buyer's saved search (`POST /searches`). */
  savedSearch: { type: string; budget: number; locations: { type: string; id: string }[] };
  /** Removes the data directory and the scratch database. */
  remove: () => Promise<void>;
};

/**
 * Seeds `listings` listings (fixed seed, so every run has the same data) into a new PGlite data
 * directory, or into a scratch database on the PostgreSQL server of `serverUrl` when given.
 */
export async function prepareSoakData(listings: number, serverUrl?: string): Promise<SoakData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'domus-soak-'));
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'domus_soak') : undefined;
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  const handle = await openDatabase(
    scratch ? { url: scratch.url } : { dataDir: path.join(dataDir, 'db') },
  );
  let data: SoakData;
  try {
    await handle.migrate();
    const storage = createFileStorage(loadConfig({ ...env, NODE_ENV: 'production' }));
    await seedScale(handle.db, storage, listings, { seed: 20261113 });
    const { token } = await buyer(handle.db, 'soak-buyer@example.com');
    const { db } = handle;
    const confirmed = eq(properties.isConfirmed, true);
    const sample = await db
      .select({ id: properties.id, category: properties.category })
      .from(properties)
      .where(confirmed)
      .orderBy(properties.id)
      .limit(12);
    const most = desc(count());
    const big = await db
      .select({ id: properties.municipalityId })
      .from(properties)
      .where(confirmed)
      .groupBy(properties.municipalityId)
      .orderBy(most, properties.municipalityId)
      .limit(3);
    const zones = await db
      .select({ id: properties.zoneId })
      .from(properties)
      .where(and(confirmed, isNotNull(properties.zoneId)))
      .groupBy(properties.zoneId)
      .orderBy(most, properties.zoneId)
      .limit(2);
    const place = (type: string, id: string | null | undefined) =>
      `locationType=${type}&locationId=${encodeURIComponent(id ?? '')}&locationName=x`;
    const searches = [
      'rent=false',
      'rent=true',
      'rent=false&type=residential',
      'rent=true&type=residential&propertyType=apartment',
      'rent=false&type=residential&propertyType=house&numOfRooms=4',
      'rent=false&type=garage',
      'rent=true&type=commercial&propertyType=office',
      'rent=false&type=buildingland&budget[max]=500000',
      `rent=false&${place('municipality', big[0]?.id)}`,
      `rent=false&${place('municipality', big[1]?.id)}&type=residential&propertyType=apartment`,
      `rent=true&${place('municipality', big[2]?.id)}&type=residential&numOfRooms=3`,
      `rent=false&${place('zone', zones[0]?.id)}`,
      `rent=true&${place('zone', zones[1]?.id)}&type=residential`,
      'rent=false&type=residential&numOfRooms=3&budget[min]=200000&budget[max]=400000&lang=de',
      'rent=false&type=residential&propertyType=apartment&budget[max]=300000&sort=price_asc',
      'rent=false&type=residential&sort=price_desc&lang=en',
      'rent=false&type=residential&page=2',
      'rent=false&type=residential&page=5',
    ].map((query) => `/properties-search?${query}`);
    const [apartment] = await db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .where(and(eq(propertyTypes.category, 'residential'), eq(propertyTypes.code, 'apartment')));
    data = {
      env,
      kind: scratch ? 'PostgreSQL' : 'PGlite',
      listings,
      token,
      publicPaths: [
        ...searches,
        ...sample.map((row) => `/properties/${row.category}/${row.id}`),
        '/types',
        '/config',
        '/locations/search?q=bol',
        '/locations/search?q=meran',
        '/locations/search?q=st',
      ],
      buyerPaths: ['/account/me'],
      savedSearch: {
        type: apartment!.id,
        budget: 400_000,
        locations: [{ type: 'municipality', id: big[0]!.id! }],
      },
      remove,
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await remove();
    throw error;
  }
  await handle.close();
  return data;
}

/**
 * Saves the buyer's search through the API of the running server (so that it is matched as in
 * use) and adds it and its matches to the buyer's paths.
 */
export async function saveBuyerSearch(origin: string, data: SoakData): Promise<void> {
  const response = await fetch(`${origin}/api/v1/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify(data.savedSearch),
  });
  const body = (await response.json()) as { data?: { _id?: string } };
  const id = body.data?._id;
  if (response.status !== 201 || !id) {
    throw new Error(`saving the buyer's search answered ${response.status}`);
  }
  data.buyerPaths.push(`/searches/${id}`, `/searches/${id}/matches`);
}
