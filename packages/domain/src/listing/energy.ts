/**
 * Energy class from consumption (seller-side.md §9): gold ≤ 10, A ≤ 30, B ≤ 50, C ≤ 70, D ≤ 90,
 * E ≤ 120, F ≤ 160, G above, in kWh/m² per year.
 */
import {
  ENERGY_CLASS_COLORS,
  ENERGY_CLASS_THRESHOLDS,
  type ENERGY_CLASSES,
} from '../core/constants.ts';

/** An energy class. */
export type EnergyClassCode = (typeof ENERGY_CLASSES)[number];

/**
 * The energy class of a yearly consumption. A missing, negative or non-finite value gives
 * `undefined` (the class value meaning "not certified").
 * @param kwhPerSquareMetre consumption in kWh/m² per year
 */
export function energyClassFromConsumption(
  kwhPerSquareMetre: number | null | undefined,
): EnergyClassCode {
  if (kwhPerSquareMetre === null || kwhPerSquareMetre === undefined) return 'undefined';
  if (!Number.isFinite(kwhPerSquareMetre) || kwhPerSquareMetre < 0) return 'undefined';
  for (const { energyClass, max } of ENERGY_CLASS_THRESHOLDS) {
    if (kwhPerSquareMetre <= max) return energyClass;
  }
  return 'G';
}

/**
 * The fixed colour of an energy class (seller-side.md §9).
 * @param energyClass the class
 */
export function energyClassColor(energyClass: EnergyClassCode): string {
  return ENERGY_CLASS_COLORS[energyClass];
}
