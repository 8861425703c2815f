/**
 * Issue 18 point 1, logged-in pages: axe-core with every default rule on what a website user
 * sees — the account page with its tabs and dialogs, the find page with saved searches, a saved
 * search's matches page and its edit dialog, and the sell wizard's first steps with its
 * unsaved-changes and change-type questions (both answered so that nothing changes) — in Italian,
 * German and English. The first state with a violation fails the test.
 */
import { LANGUAGES } from '@domus/domain/core/constants';
import {
  catalogs,
  closeDialog,
  openDialog,
  openSettled,
  settle,
  useLanguage,
} from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import {
  apiGet,
  newAddress,
  ownClientAddress,
  sessionToken,
  stepHeading,
  textbox,
} from '../support/selling.ts';

// A login (its captcha solved in the browser) and some twenty states per language.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
  // Leaving the wizard with entries gets the browser's own question; the test leaves.
  page.on('dialog', (dialog) => void dialog.accept());
});

for (const language of LANGUAGES) {
  test(`a buyer's account, searches, matches and the wizard's first steps in ${language}`, async ({
    page,
  }) => {
    const { account, find, sell } = catalogs[language];
    const check = (state: string) => expectNoAxeViolations(page, `${language} ${state}`);

    // A buyer with a client profile and a search in Bolzano.
    const email = newAddress(`a11y-${language}`);
    await useLanguage(page, language);
    await loginAs(page, email, 'account');
    const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
    const client = await page.request.post('/api/v1/clients', {
      headers,
      data: { email, name: 'Giulia', familyName: 'Compratrice' },
    });
    expect(client.status(), await client.text()).toBe(201);
    const types = await apiGet<{ data: { _id: string; id: string; category: string }[] }>(
      page,
      '/api/v1/types',
    );
    const apartment = types.data.find((t) => t.category === 'residential' && t.id === 'apartment');
    const created = await page.request.post('/api/v1/searches', {
      headers,
      data: {
        type: apartment!._id,
        locations: [{ type: 'municipality', id: '021008', name: 'Bolzano' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const searchId = ((await created.json()) as { data: { _id: string } }).data._id;

    await openSettled(page, '/account');
    await check('/account (listings tab)');
    const dialog = await openDialog(
      page,
      page.getByRole('button', { name: account.page.editProfile }),
    );
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await check('/account: profile dialog');
    await closeDialog(page);
    await openDialog(page, page.getByRole('button', { name: account.page.privacy.delete }));
    await check('/account: delete-account dialog');
    await closeDialog(page);
    await page.getByRole('tab', { name: account.page.tabs.searches }).click();
    const remove = page.getByRole('button', {
      name: new RegExp(`^${account.page.searchDeleteLabel.split(' {{')[0]}`),
    });
    await expect(remove.first()).toBeVisible();
    await check('/account (searches tab)');
    await openDialog(page, remove.first());
    await check('/account: delete-search dialog');
    await closeDialog(page);

    await openSettled(page, '/find');
    await check('/find (with saved searches)');
    await openSettled(page, `/find/searches/${searchId}`);
    await check('/find/searches/:id (matches)');
    await openSettled(page, `/find/searches/${searchId}?edit`);
    await expect(page.getByRole('dialog', { name: find.form.titleEdit })).toBeVisible();
    await check('/find/searches/:id: edit dialog');
    await closeDialog(page);

    // The wizard of a new listing: step 0 (own seller), step 1 (offer).
    await openSettled(page, '/sell');
    await expect(stepHeading(page, sell.wizard.steps.seller)).toBeVisible();
    await check('/sell step 0 (seller)');
    const seller = catalogs[language].property.seller;
    await textbox(page, seller.name).fill('Giulia');
    await textbox(page, seller.familyName).fill('Compratrice');
    await textbox(page, seller.tel).fill('+39 0471 555 903');
    await page.getByRole('button', { name: sell.wizard.next, exact: true }).click();
    await expect(stepHeading(page, sell.wizard.steps.offer)).toBeVisible();
    await settle(page);
    await check('/sell step 1 (offer)');

    // A type chosen, then the header's home link: the unsaved-changes question, answered Stay.
    const { property } = catalogs[language];
    await page
      .getByRole('radio', { name: property.types.residential.apartment, exact: true })
      .check();
    await page.getByRole('banner').getByRole('link').first().click();
    const unsaved = page.getByRole('dialog', { name: sell.wizard.unsaved.title });
    await expect(unsaved).toBeVisible();
    await expect(unsaved).toHaveCSS('opacity', '1');
    await check('/sell: unsaved-changes dialog');
    await unsaved.getByRole('button', { name: sell.wizard.unsaved.stay }).click();
    await expect(unsaved).toBeHidden();
    await expect(stepHeading(page, sell.wizard.steps.offer)).toBeVisible();

    // A garage with its places entered, then the apartment chosen: the change-type question.
    const { location } = sell.wizard;
    await page.getByRole('radio', { name: property.types.garage.garage, exact: true }).check();
    await page.getByRole('button', { name: sell.wizard.next, exact: true }).click();
    await expect(stepHeading(page, sell.wizard.steps.location)).toBeVisible();
    await page.getByRole('combobox', { name: location.municipality }).fill('Bolzano');
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: location.street }).fill('Via Fago');
    await textbox(page, location.streetNumber).fill('21');
    await expect(page.getByRole('region', { name: location.result })).toContainText('21');
    await page.getByRole('button', { name: sell.wizard.next, exact: true }).click();
    await expect(stepHeading(page, sell.wizard.steps.details)).toBeVisible();
    await textbox(page, property.fields.numOfPlaces).fill('2');
    for (const heading of [sell.wizard.steps.location, sell.wizard.steps.offer]) {
      await page.getByRole('button', { name: sell.wizard.back, exact: true }).click();
      await expect(stepHeading(page, heading)).toBeVisible();
    }
    await page
      .getByRole('radio', { name: property.types.residential.apartment, exact: true })
      .click();
    const retype = page.getByRole('dialog', { name: sell.wizard.offer.retypeTitle });
    await expect(retype).toBeVisible();
    await expect(retype).toHaveCSS('opacity', '1');
    await check('/sell: change-type dialog');
    await retype.getByRole('button', { name: sell.wizard.offer.retypeNo }).click();
    await expect(retype).toBeHidden();
  });
}
