import { describe, expect, it } from 'vitest';
import { ENERGY_CLASS_COLORS, ENERGY_CLASSES } from '../core/constants.ts';
import { energyClassColor, energyClassFromConsumption } from './energy.ts';

describe('energy class from consumption (seller-side.md §9 thresholds)', () => {
  it('gives B for 45 kWh/m2', () => {
    expect(energyClassFromConsumption(45)).toBe('B');
  });

  it.each([
    [0, 'gold'],
    [10, 'gold'],
    [10.1, 'A'],
    [30, 'A'],
    [31, 'B'],
    [50, 'B'],
    [70, 'C'],
    [71, 'D'],
    [90, 'D'],
    [120, 'E'],
    [121, 'F'],
    [160, 'F'],
    [160.5, 'G'],
    [400, 'G'],
  ] as const)('%s kWh/m2 is class %s', (kwh, expected) => {
    expect(energyClassFromConsumption(kwh)).toBe(expected);
  });

  it('answers undefined for a missing or impossible value', () => {
    expect(energyClassFromConsumption(undefined)).toBe('undefined');
    expect(energyClassFromConsumption(-5)).toBe('undefined');
    expect(energyClassFromConsumption(Number.NaN)).toBe('undefined');
  });

  it('has a fixed colour per class', () => {
    for (const cls of ENERGY_CLASSES) expect(energyClassColor(cls)).toBe(ENERGY_CLASS_COLORS[cls]);
    expect(new Set(Object.values(ENERGY_CLASS_COLORS)).size).toBe(ENERGY_CLASSES.length);
  });
});
