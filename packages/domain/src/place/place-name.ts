/**
 * Place names per language (seller-side.md §1, decisions.md Places): Italian and German show
 * their own names, English shows the Italian name, Ladin (where asked for) falls back to Italian
 * and German.
 */
import type { Language } from '../core/constants.ts';

/** Names of one place. */
export type PlaceNameSet = {
  it?: string | null | undefined;
  de?: string | null | undefined;
  lld?: string | null | undefined;
};

/**
 * The name of a place in a language.
 * @param names the place's names
 * @param language an interface language, or `lld` for the Ladin name
 * @returns the name, or '' when the place has none
 */
export function placeName(names: PlaceNameSet, language: Language | 'lld'): string {
  const order =
    language === 'de'
      ? [names.de, names.it]
      : language === 'lld'
        ? [names.lld, names.it, names.de]
        : [names.it, names.de];
  return order.find((name): name is string => !!name) ?? '';
}

/**
 * Where a listing lies, as mails and page heads name it: its zone and municipality in a language
 * (`Gries, Bolzano`), the zone left out when it is missing or named as the municipality.
 * @param places the names of the listing's municipality and zone, each null when it has none
 * @param language an interface language
 * @returns the place, or '' when the listing has neither
 */
export function listingPlaceName(
  places: { municipality: PlaceNameSet | null; zone: PlaceNameSet | null },
  language: Language,
): string {
  const municipality = places.municipality ? placeName(places.municipality, language) : '';
  const zone = places.zone ? placeName(places.zone, language) : '';
  return zone && zone !== municipality ? `${zone}, ${municipality}` : municipality;
}

/**
 * Both official names as South Tyrol writes them, Italian first (`Bolzano/Bozen`), or one name
 * when they are the same or one is missing.
 * @param names the place's names
 */
export function bilingualPlaceName(names: PlaceNameSet): string {
  const it = names.it ?? '';
  const de = names.de ?? '';
  if (!it || !de || it === de) return it || de;
  return `${it}/${de}`;
}
