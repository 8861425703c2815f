import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { commonIt } from '@domus/domain/i18n/locales/it/common';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { sellIt } from '@domus/domain/i18n/locales/it/sell';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';

const wizard = sellIt.wizard;
const fields = propertyIt.fields;

// Logging in solves the login captcha in the browser, and the journey uploads four photos.
test.describe.configure({ timeout: 120_000 });

/** A photo of one colour, as a phone would send it (JPEG). */
function photo(n: number) {
  const colour = { r: 40 * n, g: 120, b: 200 - 30 * n };
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name: `foto-${n}.jpg`, mimeType: 'image/jpeg', buffer }));
}

function stepHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

async function next(page: Page) {
  await page.getByRole('button', { name: wizard.next, exact: true }).click();
}

test('a seller lists an apartment through the six steps and finds it in the account (seller-side.md §2 Sell wizard)', async ({
  page,
}) => {
  const email = `wizard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  // §2: a visitor who is not logged in is sent to the login, and comes back to the wizard.
  await page.goto('/sell');
  await expect(page).toHaveURL(/\/login\?callback=sell$/);
  await loginAs(page, email, 'sell');
  await expect(page).toHaveURL('/sell');
  await expect(page.getByRole('heading', { level: 1, name: wizard.titleNew })).toBeVisible();
  await page.getByRole('button', { name: commonIt.cookies.accept }).click();

  // Step 0: the seller's own data (§5 Seller step).
  await expect(stepHeading(page, wizard.steps.seller)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('textbox', { name: propertyIt.seller.name, exact: true }).fill('Greta');
  await page.getByRole('textbox', { name: propertyIt.seller.familyName, exact: true }).fill('Mayr');
  await next(page);

  // Step 1: sale and type.
  await expect(stepHeading(page, wizard.steps.offer)).toBeVisible();
  await page.getByRole('radio', { name: 'Appartamento' }).click();
  await next(page);

  // Step 2: the address, checked on its own 500 ms after street and number (§4).
  await expect(stepHeading(page, wizard.steps.location)).toBeVisible();
  await expect(page.getByText('10% completato')).toBeVisible();
  await page.getByRole('combobox', { name: wizard.location.municipality }).fill('Bolzano');
  await page.getByRole('option', { name: 'Bolzano' }).click();
  await page.getByRole('combobox', { name: wizard.location.street }).fill('Via Museo');
  await page.getByRole('textbox', { name: wizard.location.streetNumber }).fill('5');
  const result = page.getByRole('region', { name: wizard.location.result });
  await expect(result).toContainText('Via Museo 5');
  await expect(result).toContainText('Bolzano');
  // The map shows the marker, which can be dragged to the exact spot.
  await expect(result.locator('.leaflet-marker-icon')).toBeVisible();
  await next(page);

  // Step 3: the details, sub-step after sub-step; the price is required (§5 Price).
  await expect(stepHeading(page, wizard.steps.details)).toBeVisible();
  await expect(page.getByText('20% completato')).toBeVisible();
  const texts = stepHeading(page, wizard.steps.texts);
  for (let part = 1; part < 10 && !(await texts.isVisible()); part += 1) {
    const price = page.getByRole('textbox', { name: fields.price, exact: true });
    if (await price.isVisible()) await price.fill('385000');
    await next(page);
    await expect(page.getByText(`Parte ${part + 1} di `).or(texts)).toBeVisible();
  }

  // Step 4: title and description in three languages.
  await expect(stepHeading(page, wizard.steps.texts)).toBeVisible();
  await expect(page.getByText('90% completato')).toBeVisible();
  await page.getByRole('textbox', { name: 'Titolo (Italiano)' }).fill('Trilocale in centro');
  await page.getByRole('tab', { name: 'Deutsch' }).click();
  await page
    .getByRole('textbox', { name: 'Titolo (Deutsch)' })
    .fill('Dreizimmerwohnung im Zentrum');
  await next(page);

  // Step 5: four photos at least (§5), then submit.
  await expect(stepHeading(page, wizard.steps.files)).toBeVisible();
  await page.getByRole('button', { name: wizard.submit }).click();
  await expect(page.getByText('Carica almeno 4 immagini')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: sellIt.uploads.upload.image }).click();
  await (await chooser).setFiles(await Promise.all([1, 2, 3, 4].map(photo)));
  // Each stored photo gets its delete button once its upload is done.
  const images = page.getByRole('list', { name: sellIt.uploads.areas.image });
  await expect(images.getByRole('button', { name: /^Elimina foto-/ })).toHaveCount(4, {
    timeout: 30_000,
  });
  // A reload keeps everything, the uploaded photos included.
  await page.reload();
  await expect(stepHeading(page, wizard.steps.files)).toBeVisible();
  await expect(page.getByText(wizard.restored)).toBeVisible();
  await expect(images.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: wizard.submit }).click();

  // After submitting, the account with a message and the listing waiting for confirmation.
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(wizard.done.submitted)).toBeVisible();
  await expect(page.getByText(accountIt.page.unconfirmedBadge)).toBeVisible();
});
