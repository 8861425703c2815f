import { describe, expect, it } from 'vitest';
import { STEP, wizardProgress } from './wizard-progress';

describe('progress bar (seller-side.md §2 Sell wizard)', () => {
  it('is 0 below step 2, 10 at step 2 and 90 at steps 4 and 5', () => {
    expect(wizardProgress(STEP.seller, 0, 3)).toBe(0);
    expect(wizardProgress(STEP.offer, 0, 3)).toBe(0);
    expect(wizardProgress(STEP.location, 0, 3)).toBe(10);
    expect(wizardProgress(STEP.texts, 2, 3)).toBe(90);
    expect(wizardProgress(STEP.files, 0, 3)).toBe(90);
  });

  it('runs from 20 at step 3, growing with the sub-steps and staying below 90', () => {
    expect([0, 1, 2, 3].map((section) => wizardProgress(STEP.details, section, 4))).toEqual([
      20, 37, 55, 72,
    ]);
    expect(wizardProgress(STEP.details, 0, 1)).toBe(20);
    for (let count = 1; count <= 8; count += 1) {
      const values = Array.from({ length: count }, (_, s) =>
        wizardProgress(STEP.details, s, count),
      );
      expect(values[0]).toBe(20);
      expect(values.every((value, i) => i === 0 || value > values[i - 1]!)).toBe(true);
      expect(Math.max(...values)).toBeLessThan(90);
    }
  });

  it('keeps a sub-step out of range inside step 3', () => {
    expect(wizardProgress(STEP.details, 9, 2)).toBe(55);
    expect(wizardProgress(STEP.details, -1, 2)).toBe(20);
    expect(wizardProgress(STEP.details, 0, 0)).toBe(20);
  });
});
