import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { sellIt } from '@domus/domain/i18n/locales/it/sell';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import {
  accountPage,
  apiGet,
  chooseOffer,
  enterAddress,
  fillOwnSeller,
  fillTexts,
  forgetSession,
  imageCount,
  newAddress,
  next,
  nextButton,
  ownClientAddress,
  ownListings,
  photos,
  sectionLabel,
  stepHeading,
  textbox,
  upload,
  uploadTiles,
  wizard,
} from '../support/selling.ts';

const fields = propertyIt.fields;
const errors = errorsIt.global.errors;
const garage = propertyIt.types.garage.garage;
const apartment = propertyIt.types.residential.apartment;

// Each test logs a new seller in (the login captcha is solved in the browser) and walks the
// wizard on a machine shared with a second worker.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
  // Reloading or leaving the wizard with unsaved changes gets the browser's own question
  // (seller-side.md §2); a user answering it leaves.
  page.on('dialog', (dialog) => void dialog.accept());
});

/** A new seller logged in on the wizard's first step. */
async function newSellerOnWizard(page: Page, name: string): Promise<string> {
  const email = newAddress(name);
  await loginAs(page, email, 'sell');
  await expect(page).toHaveURL('/sell');
  await expect(stepHeading(page, wizard.steps.seller)).toBeVisible();
  return email;
}

/** Steps 0 and 1 of a garage for sale, ending on step 2. */
async function garageUpToLocation(page: Page): Promise<void> {
  await fillOwnSeller(page, { name: 'Martin', familyName: 'Pircher', tel: '+39 0471 555 903' });
  await next(page);
  await chooseOffer(page, { rent: false, type: garage });
  await next(page, wizard.steps.location);
}

/** Steps 0 to 2 of a garage for sale in Bolzano, ending on step 3. */
async function garageUpToDetails(page: Page): Promise<void> {
  await garageUpToLocation(page);
  await enterAddress(page, { municipality: 'Bolzano', street: 'Via Fago', number: '21' });
  await next(page, wizard.steps.details);
}

/** Step 3 and 4 of the garage, ending on step 5. */
async function garageDetailsAndTexts(page: Page, title: string): Promise<void> {
  await textbox(page, fields.numOfPlaces).fill('1');
  await next(page);
  await textbox(page, fields.price).fill('39000');
  await next(page);
  await fillTexts(page, {
    title,
    description: 'Garage singolo con porta basculante, vicino al centro.',
    titleDe: 'Einzelgarage in Bozen',
  });
  await next(page, wizard.steps.files);
}

test('leaving the wizard with unsaved changes asks first: Stay keeps the values, Continue leaves (seller-side.md §2)', async ({
  page,
}) => {
  await newSellerOnWizard(page, 'unsaved');
  await garageUpToLocation(page);
  await page.getByRole('combobox', { name: wizard.location.municipality }).fill('Merano');
  await page.getByRole('option', { name: 'Merano', exact: true }).click();

  // The header's link to the listings: the question, in Italian.
  const navigation = page.getByRole('navigation', { name: 'Navigazione principale' });
  await navigation.getByRole('link', { name: 'Immobili', exact: true }).click();
  const question = page.getByRole('dialog', { name: wizard.unsaved.title });
  await expect(question).toBeVisible();
  await expect(question.getByText(wizard.unsaved.message, { exact: true })).toBeVisible();
  expect(wizard.unsaved.message).toBe('Tutte le modifiche non salvate andranno perse, continuare?');

  // Staying keeps the wizard where it was, with what was entered.
  await question.getByRole('button', { name: wizard.unsaved.stay }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL('/sell');
  await expect(stepHeading(page, wizard.steps.location)).toBeVisible();
  await expect(page.getByRole('combobox', { name: wizard.location.municipality })).toHaveValue(
    'Merano',
  );
  await page.getByRole('button', { name: wizard.back }).click();
  await expect(page.getByRole('radio', { name: garage, exact: true })).toBeChecked();

  // Continuing leaves, and the values entered are gone.
  await navigation.getByRole('link', { name: 'Immobili', exact: true }).click();
  await question.getByRole('button', { name: wizard.unsaved.leave }).click();
  await expect(page).toHaveURL(/\/search/);
  await page.goto('/sell');
  await expect(stepHeading(page, wizard.steps.seller)).toBeVisible();
  await expect(page.getByText(wizard.restored)).toHaveCount(0);
  await next(page);
  await expect(page.getByRole('radio', { name: garage, exact: true })).not.toBeChecked();
});

test('another type chosen after the details asks before dropping them; No keeps the type (seller-side.md §2 step 1)', async ({
  page,
}) => {
  await newSellerOnWizard(page, 'retype');
  await garageUpToDetails(page);
  await textbox(page, fields.numOfPlaces).fill('2');
  await textbox(page, fields.area).fill('28');
  await next(page);
  await textbox(page, fields.price).fill('52000');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: wizard.back }).click();
  await expect(stepHeading(page, wizard.steps.offer)).toBeVisible();

  // The garage's places and area do not apply to an apartment: the wizard asks first.
  await page.getByRole('radio', { name: apartment, exact: true }).click();
  const question = page.getByRole('dialog', { name: wizard.offer.retypeTitle });
  await expect(question).toContainText(wizard.offer.retypeQuestion.replace('{{type}}', apartment));
  await question.getByRole('button', { name: wizard.offer.retypeNo }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('radio', { name: garage, exact: true })).toBeChecked();
  await next(page, wizard.steps.location);
  await next(page, wizard.steps.details);
  await expect(textbox(page, fields.numOfPlaces)).toHaveValue('2');

  // Changing after all: the address stays, the apartment's form starts from its own defaults.
  for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: wizard.back }).click();
  await page.getByRole('radio', { name: apartment, exact: true }).click();
  await question.getByRole('button', { name: wizard.offer.retypeYes }).click();
  await expect(page.getByRole('radio', { name: apartment, exact: true })).toBeChecked();
  await next(page, wizard.steps.location);
  await expect(page.getByRole('region', { name: wizard.location.result })).toContainText(
    'Via Fago 21',
  );
  await next(page, wizard.steps.details);
  await expect(textbox(page, fields.numOfPlaces)).toHaveCount(0);
});

test('an address that cannot be found clears the location and keeps Next disabled (seller-side.md §4, §8)', async ({
  page,
}) => {
  await newSellerOnWizard(page, 'address');
  await garageUpToLocation(page);

  // Until an address is checked, Next stays disabled and the street number is asked for.
  await expect(nextButton(page)).toBeDisabled();
  const result = await enterAddress(page, {
    municipality: 'Bolzano',
    street: 'Via Museo',
    number: '12',
  });
  await expect(nextButton(page)).toBeEnabled();

  // A municipality that does not exist: the check fails and the location is cleared.
  const municipality = page.getByRole('combobox', { name: wizard.location.municipality });
  await municipality.fill('Atlantide');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alert').filter({ hasText: errors.addressNotFound })).toBeVisible();
  await expect(result).toBeHidden();
  await expect(nextButton(page)).toBeDisabled();

  // Verifying again by hand gives the same answer.
  await page.getByRole('button', { name: wizard.location.verify }).click();
  await expect(page.getByRole('alert').filter({ hasText: errors.addressNotFound })).toBeVisible();
  await expect(result).toBeHidden();
  await expect(nextButton(page)).toBeDisabled();
});

test("the street field suggests the register's streets by any of their names; a street the register lacks is placed on the map by hand (seller-side.md §2 Address entry, §8; issue 18 §4)", async ({
  page,
}) => {
  await newSellerOnWizard(page, 'street');
  await garageUpToLocation(page);
  await page.getByRole('combobox', { name: wizard.location.municipality }).fill('Bolzano');
  await page.getByRole('option', { name: 'Bolzano', exact: true }).click();

  // The German name, abbreviated, finds the street, offered in the page's language.
  const street = page.getByRole('combobox', { name: wizard.location.street });
  await street.fill('Museumstr.');
  await page.getByRole('option', { name: 'Via Museo', exact: true }).click();
  await expect(street).toHaveValue('Via Museo');
  await textbox(page, wizard.location.streetNumber).fill('5');
  const result = page.getByRole('region', { name: wizard.location.result });
  await expect(result).toContainText('Via Museo 5');
  await expect(nextButton(page)).toBeEnabled();

  // A street Bolzano does not have: 'Indirizzo non trovato', and the offer to place it by hand.
  await street.fill('Via Qwertz');
  await page.keyboard.press('Escape');
  const notFound = page.getByRole('alert').filter({ hasText: errors.addressNotFound });
  await expect(notFound).toBeVisible();
  await expect(result).toBeHidden();
  await expect(nextButton(page)).toBeDisabled();
  await expect(notFound).toContainText(wizard.location.manualHint);
  await notFound.getByRole('button', { name: wizard.location.manual }).click();
  await expect(result).toContainText('Via Qwertz 5');
  await expect(result.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();
  await next(page, wizard.steps.details);
});

test('submitting fewer than four images is refused and creates nothing (seller-side.md §5, §9)', async ({
  page,
}) => {
  await newSellerOnWizard(page, 'images');
  await garageUpToDetails(page);
  await garageDetailsAndTexts(page, 'Garage con tre foto');
  await upload(page, 'image', await photos('garage', 'garage', 3));
  await expect(imageCount(page, 3)).toBeVisible();

  await page.getByRole('button', { name: wizard.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: errors.minImages })).toBeVisible();
  expect(errors.minImages).toBe('Carica almeno 4 immagini');
  await expect(page).toHaveURL('/sell');
  await expect(stepHeading(page, wizard.steps.files)).toBeVisible();
  await expect(uploadTiles(page, 'image')).toHaveCount(3);

  // The server has no listing of this seller: the account page lists none.
  const account = await apiGet<{ properties: unknown[] }>(page, '/api/v1/account');
  expect(account.properties).toEqual([]);
  await page.getByRole('link', { name: 'Il mio account' }).click();
  await page
    .getByRole('dialog', { name: wizard.unsaved.title })
    .getByRole('button', { name: wizard.unsaved.leave })
    .click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(accountPage.empty)).toBeVisible();
});

test('a reload in the middle of the wizard keeps every value entered (seller-side.md §2)', async ({
  page,
}) => {
  await newSellerOnWizard(page, 'reload');
  await garageUpToDetails(page);
  await textbox(page, fields.numOfPlaces).fill('2');
  await textbox(page, fields.area).fill('28');
  await next(page);
  await expect(sectionLabel(page, 2, 2)).toBeVisible();
  await textbox(page, fields.price).fill('52000');

  await page.reload();
  await expect(page.getByText(wizard.restored)).toBeVisible();
  await expect(stepHeading(page, wizard.steps.details)).toBeVisible();
  await expect(sectionLabel(page, 2, 2)).toBeVisible();
  await expect(textbox(page, fields.price)).toHaveValue('52.000 €');

  // Back through the earlier steps: the details, the address, the type, the seller.
  await page.getByRole('button', { name: wizard.back }).click();
  await expect(textbox(page, fields.numOfPlaces)).toHaveValue('2');
  await expect(textbox(page, fields.area)).toHaveValue('28 m²');
  await page.getByRole('button', { name: wizard.back }).click();
  const result = page.getByRole('region', { name: wizard.location.result });
  await expect(result).toContainText('Via Fago 21');
  await expect(nextButton(page)).toBeEnabled();
  await page.getByRole('button', { name: wizard.back }).click();
  await expect(page.getByRole('radio', { name: garage, exact: true })).toBeChecked();
  await page.getByRole('button', { name: wizard.steps.seller }).click();
  await expect(textbox(page, propertyIt.seller.familyName)).toHaveValue('Pircher');
});

test('a draft saved at the last step is continued from the account page and submitted (seller-side.md §2; drafts)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await newSellerOnWizard(page, 'draft');
  await garageUpToDetails(page);
  await garageDetailsAndTexts(page, 'Garage in bozza');
  await upload(page, 'image', await photos('garage', 'garage', 2));

  // Saved as a draft: incomplete (two images) and kept for later.
  await page.getByRole('button', { name: wizard.saveDraft }).click();
  await expect(page.getByText(wizard.done.draftSaved)).toBeVisible();
  await page.getByRole('link', { name: 'Il mio account' }).click();
  await expect(page).toHaveURL('/account');
  const card = ownListings(page).locator(':scope > li');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(accountPage.draftBadge, { exact: true })).toBeVisible();
  const href = await card.getByRole('link').first().getAttribute('href');

  // A draft is not public.
  const session = await page.evaluate(() => window.localStorage.getItem('domus.session'));
  await forgetSession(page);
  await page.goto(href ?? '/');
  await expect(page).toHaveURL('/');
  await page.evaluate(
    (value) => window.localStorage.setItem('domus.session', value ?? ''),
    session,
  );

  // Continue opens the wizard with everything that was saved.
  await page.goto('/account');
  await card.getByRole('link', { name: new RegExp(`^${accountPage.continue} `) }).click();
  await expect(page).toHaveURL(/\/edit\/garage\//);
  await expect(page.getByRole('heading', { level: 1, name: wizard.titleEdit })).toBeVisible();
  await expect(textbox(page, propertyIt.seller.familyName)).toHaveValue('Pircher');
  await next(page);
  await next(page);
  await expect(page.getByRole('region', { name: wizard.location.result })).toContainText(
    'Via Fago 21',
  );
  await next(page, wizard.steps.details);
  await expect(textbox(page, fields.numOfPlaces)).toHaveValue('1');
  await next(page);
  await expect(textbox(page, fields.price)).toHaveValue('39.000 €');
  await next(page);
  await expect(textbox(page, 'Titolo (Italiano)')).toHaveValue('Garage in bozza');
  await next(page, wizard.steps.files);
  await expect(uploadTiles(page, 'image')).toHaveCount(2);

  // Two more images and it is sent: waiting for the agency's confirmation.
  await upload(
    page,
    'image',
    (await photos('garage', 'garage', 4))
      .slice(2)
      .map((file, index) => ({ ...file, name: `altra-${index + 1}.jpg` })),
  );
  await expect(imageCount(page, 4)).toBeVisible();
  await page.getByRole('button', { name: sellIt.wizard.submit }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(wizard.done.submitted)).toBeVisible();
  await expect(card).toHaveCount(1);
  await expect(card.getByText(accountPage.unconfirmedBadge)).toBeVisible();
  await expect(card.getByText(accountPage.draftBadge, { exact: true })).toHaveCount(0);
});

test('issue 30.12h: on a phone Next is on the screen at the type step, without scrolling past the cards', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newSellerOnWizard(page, 'phone-next');
  await fillOwnSeller(page, { name: 'Lena', familyName: 'Gruber', tel: '+39 0471 555 907' });
  await next(page);
  await expect(stepHeading(page, wizard.steps.offer)).toBeVisible();
  await page.getByRole('radio', { name: garage, exact: true }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: wizard.next, exact: true })).toBeInViewport();
});
