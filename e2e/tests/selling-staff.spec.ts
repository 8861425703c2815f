import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import {
  accountPage,
  apiGet,
  chooseOffer,
  enterAddress,
  fillTexts,
  forgetSession,
  idInHref,
  imageCount,
  loginAsStaff,
  newAddress,
  next,
  ownClientAddress,
  photos,
  stepHeading,
  textbox,
  upload,
  wizard,
} from '../support/selling.ts';

const customers = accountIt.customers;
const fields = propertyIt.fields;
const parkingLot = propertyIt.types.garage.parkingLot;

test('an agent lists a property for a new customer, who then owns it (seller-side.md §2 step 0, §6)', async ({
  page,
}) => {
  // The agent's login, the whole wizard with four photos, then the super admin's list.
  test.setTimeout(150_000);
  await ownClientAddress(page);
  const customerEmail = newAddress('verena.tschurtschenthaler');
  const customer = 'Verena Tschurtschenthaler';

  await loginAs(page, 'agent@domus.example', 'sell');
  await expect(page).toHaveURL('/sell');

  // Step 0: staff pick a customer; this one is new, created in the customer dialog.
  await expect(stepHeading(page, wizard.steps.seller)).toBeVisible();
  await expect(page.getByText(wizard.seller.noCustomer)).toBeVisible();
  await page.getByRole('button', { name: wizard.seller.choose }).click();
  const picker = page.getByRole('dialog', { name: customers.title });
  await picker.getByRole('button', { name: customers.new }).click();
  const form = page.getByRole('dialog', { name: customers.newTitle });
  await textbox(form, propertyIt.seller.name).fill('Verena');
  await textbox(form, propertyIt.seller.familyName).fill('Tschurtschenthaler');
  await textbox(form, propertyIt.seller.email).fill(customerEmail);
  await form.getByRole('button', { name: customers.create }).click();
  await expect(form).toBeHidden();
  const chosen = page.getByRole('group', { name: wizard.seller.customer });
  await expect(chosen).toContainText(customer);
  await expect(chosen).toContainText(customerEmail);
  await next(page);

  // Steps 1 to 4: a parking space for rent in Merano.
  await chooseOffer(page, { rent: true, type: parkingLot });
  await next(page);
  await enterAddress(page, { municipality: 'Merano', street: 'Via Roma', number: '40' });
  await next(page, wizard.steps.details);
  await textbox(page, fields.numOfPlaces).fill('1');
  await next(page);
  await textbox(page, fields.priceRent).fill('95');
  await next(page);
  const title = 'Posto auto coperto vicino a Corso Libertà';
  await fillTexts(page, {
    title,
    description: 'Posto auto coperto in garage condominiale.',
    titleDe: 'Autostellplatz in Meran',
  });
  await next(page, wizard.steps.files);
  await upload(page, 'image', await photos('garage', 'parkingLot', 4));
  await expect(imageCount(page, 4)).toBeVisible();
  await page.getByRole('button', { name: wizard.submit }).click();

  // An agent does not confirm: the listing waits for the agency.
  await expect(page).toHaveURL('/account');
  await expect(page.getByText(wizard.done.submitted)).toBeVisible();

  // The super admin finds it waiting, the card naming the customer as its owner.
  await forgetSession(page);
  await loginAsStaff(page, 'admin@domus.example', '/account');
  const card = page
    .getByRole('list', { name: accountPage.unconfirmed })
    .locator(':scope > li')
    .filter({ hasText: customer });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await expect(card).toContainText(parkingLot);
  await expect(card).toContainText('Merano');
  const id = idInHref(await card.getByRole('link').first().getAttribute('href'));

  // The listing as staff read it: owned by the new customer, not by the agent.
  const { data } = await apiGet<{
    data: { owner: Record<string, unknown> | null; title: { it: string } };
  }>(page, `/api/v1/properties/garage/${id}`);
  expect(data.title.it).toBe(title);
  expect(data.owner).toMatchObject({
    name: 'Verena',
    familyName: 'Tschurtschenthaler',
    email: customerEmail,
  });
});
