import { adminResources } from '@domus/domain/i18n/admin-resources';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n';

describe('counts in the catalogs (issue 18 point 3: numbers in the locale’s form)', () => {
  it('groups "{{count, number}}" as every figure of the site: 1.234 in it and de, 1,234 in en', async () => {
    const i18n = await initI18n('it');
    for (const language of ['it', 'de', 'en'] as const) {
      i18n.addResourceBundle(language, 'admin', adminResources[language].admin, true, true);
    }
    const total = (language: 'it' | 'de' | 'en', count: number) =>
      i18n.getFixedT(language, 'admin')('table.total', { count });
    expect(total('it', 1234)).toBe('1.234 immobili');
    expect(total('it', 1)).toBe('1 immobile');
    expect(total('de', 1234)).toBe('1.234 Immobilien');
    expect(total('en', 1234)).toBe('1,234 properties');
  });
});
