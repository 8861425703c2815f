/**
 * Checks of drawn areas that saved searches (their zones) and the public search (a shape in its
 * address, issue 34 point 2) make alike, so that an area one accepts the other accepts too.
 */
import { sql } from 'drizzle-orm';
import type { ErrorMessageKey } from '../lib/i18n.ts';
import type { Executor } from './client.ts';

/**
 * Checks a drawn area: a valid polygon (closed, not crossing itself) inside the box given.
 * @param geoJson the polygon as GeoJSON text
 * @param bounds west, south, east, north
 * @returns whether it is valid, and whether it lies inside the box
 */
export async function checkPolygon(
  db: Executor,
  geoJson: string,
  bounds: readonly [number, number, number, number],
): Promise<{ valid: boolean; inside: boolean }> {
  const [west, south, east, north] = bounds;
  const result: unknown = await db.execute(sql`
    select ST_IsValid(g) as valid,
           ST_CoveredBy(g, ST_MakeEnvelope(${west}, ${south}, ${east}, ${north}, 4326)) as inside
      from (select ST_SetSRID(ST_GeomFromGeoJSON(${geoJson}), 4326) as g) as drawn`);
  const row = (result as { rows: { valid: boolean; inside: boolean }[] }).rows[0];
  return { valid: !!row?.valid, inside: !!row?.inside };
}

/**
 * The message of a drawn area that cannot be used, or null when it can: crossing edges, or
 * outside the box.
 */
export function polygonProblem(check: { valid: boolean; inside: boolean }): ErrorMessageKey | null {
  if (!check.valid) return 'global.errors.polygonCrossing';
  return check.inside ? null : 'global.errors.polygonOutside';
}
