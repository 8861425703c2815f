import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources.ts';
import { LISTING_STAT_KINDS } from './listing-statistics.ts';

describe('issue 33.4: the statistics panel names every kind the API answers', () => {
  for (const language of ['it', 'de', 'en'] as const) {
    it(`${language}: each kind has its label`, () => {
      const labels: Record<string, string> = resources[language].account.statistics.kinds;
      expect(Object.keys(labels).sort()).toEqual([...LISTING_STAT_KINDS].sort());
    });
  }
});
