/**
 * A municipality of South Tyrol found from what another CRM's export says of a listing's place
 * (issue 32 point 5, decision 064): its ISTAT code where the export names it, else one of its
 * names in Italian, German or Ladin, else the only municipality with the listing's postal code
 * (codes repeat: 39040 is shared by 24), else the one whose boundary holds its coordinates.
 */
import { asc, sql } from 'drizzle-orm';
import { MUNICIPALITY_POSTAL_CODES } from '@domus/domain/place/postal-codes';
import { normalizeSearchText } from '@domus/domain/search/search-text';
import type { Database } from '../../db/client.ts';
import { municipalities, type LngLat } from '../../db/schema.ts';
import { findGeocodeMunicipality } from './geocoding.repository.ts';

/** A municipality as a listing's location names it. */
export type FoundMunicipality = { id: string; nameIt: string; nameDe: string; seat: LngLat };

/** The ISTAT code of the one municipality with postal code `code`; undefined for none or several. */
function onlyMunicipalityOf(code: string): string | undefined {
  const found = Object.entries(MUNICIPALITY_POSTAL_CODES).filter(([, codes]) =>
    codes.includes(code),
  );
  return found.length === 1 ? found[0]![0] : undefined;
}

async function byId(db: Database, id: string): Promise<FoundMunicipality | null> {
  const found = await findGeocodeMunicipality(db, { id });
  return found
    ? { id: found.id, nameIt: found.nameIt, nameDe: found.nameDe, seat: found.seat }
    : null;
}

/**
 * The municipality of ISTAT code `istatCode`, else the one named `name` (a whole name, letter
 * case and accents ignored; "Bozen", "Bolzano", "Bolzano/Bozen"), else the only one with
 * `postalCode`, else the one containing `point`; null when none finds one.
 */
export async function findMunicipalityOf(
  db: Database,
  place: { istatCode: string | null; name: string; postalCode: string; point: LngLat | null },
): Promise<FoundMunicipality | null> {
  const { istatCode, name, point } = place;
  const byCode = istatCode ? await byId(db, istatCode) : null;
  if (byCode) return byCode;
  for (const part of [name, ...name.split(/\s*[/-]\s*/)]) {
    const nameKey = normalizeSearchText(part);
    if (!nameKey) continue;
    const found = await findGeocodeMunicipality(db, { nameKey });
    if (found)
      return { id: found.id, nameIt: found.nameIt, nameDe: found.nameDe, seat: found.seat };
  }
  const postal = onlyMunicipalityOf(place.postalCode.trim());
  const byPostalCode = postal ? await byId(db, postal) : null;
  if (byPostalCode) return byPostalCode;
  if (!point) return null;
  const [row] = await db
    .select({
      id: municipalities.id,
      nameIt: municipalities.nameIt,
      nameDe: municipalities.nameDe,
      seat: municipalities.seat,
    })
    .from(municipalities)
    .where(
      sql`st_contains(${municipalities.boundary}, st_setsrid(st_makepoint(${point.x}, ${point.y}), 4326))`,
    )
    .orderBy(asc(municipalities.id))
    .limit(1);
  return row ?? null;
}
