/**
 * Sales area (seller-side.md §9): 1.25 × net area + 0.3 × cellar + 0.6 × hobby + 0.5 ×
 * wintergarden + 0.25 × balcony + 0.5 × terrace + 0.35 × underroof + the garden term, rounded to
 * a whole number. For a house the whole area is overGroundArea + underGroundArea.
 */
import type { Subtype } from '../core/constants.ts';

/** Weights of the net area and the additional areas in the sales area. */
export const SALES_AREA_WEIGHTS = {
  nettoArea: 1.25,
  cellar: 0.3,
  hobby: 0.6,
  wintergarden: 0.5,
  balcony: 0.25,
  terrace: 0.5,
  underroof: 0.35,
} as const;

/** The fields the sales area is computed from. */
export type SalesAreaInput = {
  nettoArea?: number | undefined;
  areas?: Partial<Record<string, { area?: number | undefined } | undefined>> | undefined;
  garden?: { type?: string | undefined; area?: number | undefined } | undefined;
  overGroundArea?: number | undefined;
  underGroundArea?: number | undefined;
};

/**
 * The garden's share of the sales area: 0.1 × area up to 100 m²; above, 10 + 0.05 × (area − 100).
 * @param gardenArea the garden area in m²
 */
export function gardenTerm(gardenArea: number): number {
  if (!(gardenArea > 0)) return 0;
  return gardenArea <= 100 ? 0.1 * gardenArea : 10 + 0.05 * (gardenArea - 100);
}

/**
 * Whether a subtype's sales area is its areas above and below ground (a house) instead of the
 * net area with the weighted additional areas and garden; the form's hint says which.
 * @param subtype the residential subtype code
 */
export function salesAreaFromGroundAreas(subtype: Subtype | null | undefined): boolean {
  return subtype === 'house';
}

/**
 * The sales area in m², rounded to a whole number. Only a private garden has an area that
 * counts. For a house it is the sum of the areas above and below ground.
 * @param input the residential fields
 * @param subtype the residential subtype code (house computes differently)
 */
export function salesArea(input: SalesAreaInput, subtype?: Subtype): number {
  if (salesAreaFromGroundAreas(subtype)) {
    return Math.round((input.overGroundArea ?? 0) + (input.underGroundArea ?? 0));
  }
  const additional = (key: keyof typeof SALES_AREA_WEIGHTS) =>
    SALES_AREA_WEIGHTS[key] * (input.areas?.[key]?.area ?? 0);
  const garden =
    !input.garden?.type || input.garden.type === 'private'
      ? gardenTerm(input.garden?.area ?? 0)
      : 0;
  const total =
    SALES_AREA_WEIGHTS.nettoArea * (input.nettoArea ?? 0) +
    additional('cellar') +
    additional('hobby') +
    additional('wintergarden') +
    additional('balcony') +
    additional('terrace') +
    additional('underroof') +
    garden;
  return Math.round(total);
}
