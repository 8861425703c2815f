/**
 * Place names per language (seller-side.md §1, decisions.md Places): Italian and German show
 * their own names, English shows the Italian name, Ladin (where asked for) falls back to Italian
 * and German.
 */
import type { Language } from '../constants.ts';

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
