/**
 * Issue 34 point 2, "Save this search": on the results page of a search for flats to buy in
 * German, the button leads to the find page with the form filled from the search (buy, the
 * subtype, the highest budget), told that it was kept for the buyer to check and save; the results page is photographed at
 * 390 and 1280 px (test-results/). axe checks the
 * filled form.
 */
import { findDe } from '@domus/domain/i18n/locales/de/find';
import { commonDe } from '@domus/domain/i18n/locales/de/common';
import path from 'node:path';
import { settle, useLanguage } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { photograph } from '../support/photograph.ts';

const shots = path.resolve(import.meta.dirname, '../../test-results/save-this-search');

test('issue 34.2: "Save this search" fills the find page\'s form with the search (de)', async ({
  page,
}) => {
  await useLanguage(page, 'de');
  await page.goto('/search?rent=false&type=residential&propertyType=apartment&budget[max]=400000');
  await settle(page);
  await photograph(page, shots, 'search-de');
  await page.getByRole('button', { name: commonDe.search.saveThisSearch }).click();

  await expect(page).toHaveURL(/\/find\?from=search$/);
  await expect(page.getByText(findDe.page.draftRestored)).toBeVisible();
  // The form's heading has the focus: the filled form is where the buyer goes on.
  await expect(page.getByRole('heading', { level: 2, name: findDe.page.formTitle })).toBeFocused();
  await expect(page.getByRole('radio', { name: findDe.form.buy })).toBeChecked();
  const type = page.getByRole('combobox', { name: findDe.form.type });
  await expect(type.locator('option:checked')).toHaveText('Wohnung');
  await expect(page.getByRole('textbox', { name: findDe.form.budget })).toHaveValue(/400/);
  await settle(page);
  await expectNoAxeViolations(page, 'de /find: filled from a search');
});
