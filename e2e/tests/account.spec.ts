import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';

const page_ = accountIt.page;
const customers = accountIt.customers;
const seller = propertyIt.seller;

// Each test but the first logs in through /login, whose captcha is a proof of work solved in the
// browser: on a busy machine that alone can take most of the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** A fresh address per test: links are single-use and limited per address. */
function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A text field by its label (the required mark is not part of its name). */
function textbox(scope: Locator, name: string) {
  return scope.getByRole('textbox', { name, exact: true });
}

/** The account page's heading: salutation and name once the profile has them. */
function accountHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test.describe('account page (buyer-side.md §2 Account page, §5 Profile dialog)', () => {
  test('a logged-out visitor is sent home', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL('/');
  });

  test('a new user edits the profile and sees it in the header after a reload', async ({
    page,
  }) => {
    const email = newAddress('profile');
    await loginAs(page, email);
    await expect(page).toHaveURL('/account');
    await expect(page.getByTestId('account-email')).toHaveText(email);

    // Both tabs start empty, with their own texts.
    await expect(page.getByText(page_.empty)).toBeVisible();
    await page.getByRole('tab', { name: page_.tabs.searches }).click();
    await expect(page.getByText(page_.emptySearches)).toBeVisible();

    // ?edit opens the profile dialog (§2 query parameters).
    await page.goto('/account?edit');
    const dialog = page.getByRole('dialog', { name: page_.profile.title });
    await expect(dialog).toBeVisible();
    await expect(textbox(dialog, seller.email)).toHaveValue(email);

    // §5: name and family name are required.
    await dialog.getByRole('combobox', { name: seller.salutation, exact: true }).selectOption('f');
    await textbox(dialog, seller.name).fill('Anna');
    await dialog.getByRole('button', { name: page_.profile.save }).click();
    await expect(dialog.getByText(errorsIt.global.errors.required)).toBeVisible();

    // §5: a valid e-mail address is required.
    await textbox(dialog, seller.familyName).fill('Prova');
    await textbox(dialog, seller.email).fill('anna@');
    await dialog.getByRole('button', { name: page_.profile.save }).click();
    await expect(dialog.getByText(errorsIt.global.errors.email)).toBeVisible();

    await textbox(dialog, seller.email).fill(email);
    await textbox(dialog, seller.tel).fill('+39 0471 555 123');
    await dialog.getByRole('button', { name: page_.profile.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/account');

    // Salutation shown localised (decisions.md: Signora/Signor).
    await expect(accountHeading(page)).toHaveText('Signora Anna Prova');
    await page.reload();
    await expect(accountHeading(page)).toHaveText('Signora Anna Prova');
    await expect(page.getByTestId('account-email')).toHaveText(email);
  });

  test("issue 30.12a: the seller's cards are headed by their listings' titles", async ({
    page,
    request,
  }) => {
    await loginAs(page, 'seller@domus.example');
    await expect(page).toHaveURL('/account');
    const listings = page.getByRole('list', { name: page_.tabs.properties }).locator(':scope > li');
    await expect(listings.first()).toBeVisible();
    const count = Math.min(await listings.count(), 4);
    let checked = 0;
    for (let i = 0; i < count; i++) {
      const card = listings.nth(i);
      const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
      const [, category, id] = /\/property\/([^/]+)\/([^/?]+)/.exec(href) ?? [];
      if (!category || !id) continue; // an unconfirmed one leads to the admin's queue
      const answer = await request.get(`/api/v1/properties/${category}/${id}`);
      // An unconfirmed one is its owner's only, and this request has no session.
      if (answer.status() !== 200) continue;
      const title = ((await answer.json()) as { data: { title: { it?: string } } }).data.title.it;
      expect(title).toBeTruthy();
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title!);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('a seller deletes an own listing after the yes/no question', async ({ page }) => {
    await loginAs(page, 'seller@domus.example');
    await expect(page).toHaveURL('/account');
    const listings = page.getByRole('list', { name: page_.tabs.properties }).locator(':scope > li');
    await expect(listings.first()).toBeVisible();
    const before = await listings.count();
    // The oldest listing: the other suites look at the newest ones.
    const target = listings.last();
    const deleteButton = target.getByRole('button', { name: /^Elimina / });
    const name = (await deleteButton.getAttribute('aria-label')) ?? '';

    await deleteButton.click();
    const question = page.getByRole('dialog', { name: page_.delete.title });
    await expect(question.getByText(page_.delete.question)).toBeVisible();
    await question.getByRole('button', { name: page_.delete.no, exact: true }).click();
    await expect(question).toBeHidden();
    await expect(listings).toHaveCount(before);

    await deleteButton.click();
    await question.getByRole('button', { name: page_.delete.yes, exact: true }).click();
    await expect(question).toBeHidden();
    await expect(listings).toHaveCount(before - 1);
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  });

  test('a super admin sees the new and the unconfirmed listings and the Admin button', async ({
    page,
  }) => {
    await loginAs(page, 'admin@domus.example');
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { level: 2, name: page_.unconfirmed })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: page_.newProperties })).toBeVisible();
    await expect(
      page.getByRole('list', { name: page_.newProperties }).locator(':scope > li').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: page_.admin, exact: true }),
    ).toHaveAttribute('href', '/admin');
    // The profile dialog is for non-admins only.
    await expect(page.getByRole('button', { name: page_.editProfile })).toHaveCount(0);
  });
});

test.describe('customer dialog for staff (seller-side.md §2 step 0, §5 Seller step)', () => {
  test('an agent searches a customer, picks one, and creates new ones', async ({ page }) => {
    await loginAs(page, 'agent@domus.example');
    await expect(page).toHaveURL('/account');

    await page.getByRole('button', { name: customers.open }).click();
    const dialog = page.getByRole('dialog', { name: customers.title });
    const results = dialog.getByRole('list', { name: customers.results }).locator(':scope > li');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(10);

    await dialog.getByLabel(customers.search).fill('Mair');
    await expect(results).toHaveCount(1);
    await results
      .first()
      .getByRole('button', { name: /Thomas Mair/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Thomas Mair' });
    await expect(details.getByText('thomas.mair@domus.example')).toBeVisible();
    await details.getByRole('button').first().click();
    await expect(details).toBeHidden();

    // A new customer: the agent type is closed to agents.
    await page.getByRole('button', { name: customers.open }).click();
    await dialog.getByRole('button', { name: customers.new }).click();
    const form = page.getByRole('dialog', { name: customers.newTitle });
    await expect(
      form
        .getByRole('combobox', { name: seller.sellerType, exact: true })
        .locator('option[value="agent"]'),
    ).toBeDisabled();

    // Neither e-mail nor phone: the message on both.
    await textbox(form, seller.name).fill('Lisa');
    await textbox(form, seller.familyName).fill('Gamper');
    await form.getByRole('button', { name: customers.create }).click();
    await expect(form.getByText(errorsIt.global.errors.emailOrTel)).toHaveCount(2);

    // An address already in use.
    await textbox(form, seller.email).fill('giovanni.rossi@domus.example');
    await form.getByRole('button', { name: customers.create }).click();
    await expect(form.getByText(errorsIt.global.errors.duplicateEmail)).toBeVisible();

    // A free address creates the customer, whose details follow.
    const email = newAddress('lisa.gamper');
    await textbox(form, seller.email).fill(email);
    await form.getByRole('button', { name: customers.create }).click();
    const created = page.getByRole('dialog', { name: 'Lisa Gamper' });
    await expect(created.getByText(email)).toBeVisible();
  });
});
