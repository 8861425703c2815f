import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

type Lang = 'it' | 'de';

/** Types `typed` into the home search box's place field and answers its list of suggestions. */
async function typePlace(page: Page, lang: Lang, typed: string) {
  const search = texts[lang].search;
  const field = page
    .getByRole('search', { name: search.label })
    .getByRole('combobox', { name: search.location });
  await field.clear();
  await field.pressSequentially(typed);
  return { field, list: page.getByRole('listbox', { name: search.location }) };
}

test.describe('place field: how people type South Tyrol names (issue 18 §5)', () => {
  test('"St. Ulrich" suggests Ortisei and "Bulsan" Bolzano on the Italian home page', async ({
    page,
  }) => {
    await page.goto('/');
    const municipality = texts.it.search.locationTypes.municipality;

    const ulrich = await typePlace(page, 'it', 'St. Ulrich');
    const ortisei = ulrich.list.getByRole('option', { name: /^Ortisei/ });
    await expect(ortisei).toContainText(municipality);
    await ortisei.click();
    await expect(ulrich.field).toHaveValue('Ortisei');

    const bulsan = await typePlace(page, 'it', 'Bulsan');
    const bolzano = bulsan.list.getByRole('option').first();
    await expect(bolzano).toHaveText(new RegExp(`^Bolzano\\s*${municipality}$`));
    await bolzano.click();
    await expect(bulsan.field).toHaveValue('Bolzano');
  });

  test('the German home page answers the same spellings with the German names', async ({
    page,
  }) => {
    await page.goto('/?lang=de');
    const municipality = texts.de.search.locationTypes.municipality;

    for (const [typed, shown] of [
      ['Sankt Ulrich', 'St. Ulrich'],
      ['Bulsan', 'Bozen'],
    ] as const) {
      const { list } = await typePlace(page, 'de', typed);
      await expect(list.getByRole('option').first()).toHaveText(
        new RegExp(`^${shown.replace('.', '\\.')}\\s*${municipality}$`),
      );
    }
  });
});
