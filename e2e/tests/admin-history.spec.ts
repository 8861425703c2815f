import { adminDe } from '@domus/domain/i18n/locales/de/admin';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { propertyDe } from '@domus/domain/i18n/locales/de/property';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import { useLanguage } from '../support/a11y-pages.ts';
import { loginAsStaff, sessionToken } from '../support/selling.ts';

const texts = adminIt;

// Logging in solves the login page's proof-of-work captcha in the browser; on a busy machine that
// alone can take most of the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A fresh address: login links are single-use and limited per address. */
function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function rows(scope: Page | Locator): Locator {
  return scope.locator('table tbody tr');
}

test.describe('staff roles and the history of changes (issue 16 points 5 and 6)', () => {
  test('a super admin grants and removes the agent role of an account', async ({ page }) => {
    // The account exists once its owner has logged in on the site.
    const email = newAddress('future-agent');
    await loginAs(page, email, 'account');
    await page.evaluate(() => window.localStorage.clear());

    await loginAsStaff(page, 'admin@domus.example', '/admin');
    await page.getByRole('link', { name: texts.nav.staff }).click();
    await expect(page).toHaveURL('/admin/staff');
    await expect(
      page.getByRole('heading', { level: 1, name: texts.staffRoles.title }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: texts.staffRoles.email }).fill(email);
    await page.getByRole('button', { name: texts.staffRoles.find }).click();
    const agentBox = page.getByRole('checkbox', {
      name: `${texts.staffRoles.agent} per ${email}`,
    });
    await expect(agentBox).not.toBeChecked();
    // The switch shows the stored role: it turns on once the API has saved it.
    await agentBox.click();
    await expect(page.getByText(texts.staffRoles.saved.replace('{{email}}', email))).toBeVisible();
    await expect(agentBox).toBeChecked();

    // Removing asks first.
    await agentBox.click();
    const dialog = page.getByRole('dialog', { name: texts.staffRoles.removeTitle });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: texts.staffRoles.remove }).click();
    await expect(dialog).toBeHidden();
    await expect(agentBox).not.toBeChecked();

    // Both changes are in the history, the newest first.
    await page.getByRole('link', { name: texts.nav.history }).click();
    await page.getByRole('combobox', { name: texts.history.filters.subject }).click();
    await page.getByRole('option', { name: texts.history.subjects.account }).click();
    await expect(page).toHaveURL(/subject=account/);
    const first = rows(page).first();
    await expect(first).toContainText(texts.history.sentences.role);
    await expect(first).toContainText('admin@domus.example');
    await expect(first).toContainText(
      `${texts.history.fields.isAgent}: ${texts.history.yes} → ${texts.history.no}`,
    );
  });

  test('an admin withdraws a listing and sees the withdrawal in its history', async ({ page }) => {
    await loginAsStaff(
      page,
      'admin@domus.example',
      '/admin/listings/commercial?status=published&sort=property_id&dir=asc',
    );
    const menu = rows(page)
      .first()
      .getByRole('button', { name: /^Azioni per Immobile n\. \d+$/ });
    await expect(menu).toBeVisible({ timeout: 30_000 });
    const label = (await menu.getAttribute('aria-label')) ?? '';
    const number = /n\. (\d+)/.exec(label)?.[1] ?? '';
    // Its row alone, whatever its status becomes.
    await page.goto(`/admin/listings/commercial?q=${number}`);
    const listingRow = rows(page).filter({ has: page.getByRole('button', { name: label }) });
    await expect(listingRow).toContainText(texts.status.published, { timeout: 30_000 });
    await listingRow.getByRole('button', { name: label }).click();
    await page.getByRole('menuitem', { name: texts.actions.withdraw }).click();
    await expect(listingRow).toContainText(texts.status.withdrawn);

    await listingRow.getByRole('button', { name: label }).click();
    await page.getByRole('menuitem', { name: texts.history.open }).click();
    const drawer = page.getByRole('dialog', { name: `Cronologia dell’immobile n. ${number}` });
    const entry = rows(drawer).first();
    await expect(entry).toContainText(texts.history.sentences.withdraw);
    await expect(entry).toContainText('admin@domus.example');
    await expect(entry).toContainText(
      `${texts.history.fields.status}: ${texts.status.published} → ${texts.status.withdrawn}`,
    );
    await expect(entry).toContainText(texts.history.sources.adminTables);
    await expect(entry).not.toContainText('withdrawAdminListing');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The listing goes back on the site, as the other tests expect it.
    await listingRow.getByRole('button', { name: label }).click();
    await page.getByRole('menuitem', { name: texts.actions.publish }).click();
    await expect(listingRow).toContainText(texts.status.published);
  });
});

test.describe('the history in the staff member’s language (issue 30 point 7)', () => {
  test('issue 30.7: a customer’s history reads as sentences with named values in it and de', async ({
    page,
  }) => {
    await loginAsStaff(page, 'admin@domus.example', '/admin/customers');
    const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
    const email = newAddress('anna');
    const person = {
      salutation: 'f',
      name: 'Anna',
      familyName: `Rossi${Date.now()}`,
      email,
      tel: '0471 111 222',
      sellerType: 'private',
    };
    const created = await page.request.post('/api/v1/sellers', { headers, data: person });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;
    const changed = await page.request.patch(`/api/v1/sellers/${id}`, {
      headers,
      data: { ...person, tel: '0471 333 444' },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    const check = async (
      admin: typeof adminIt,
      property: typeof propertyDe,
      language: 'it' | 'de',
    ) => {
      await useLanguage(page, language);
      await page.goto(`/admin/customers/seller/${id}`);
      const history = page.getByTestId('customer-history');
      const sentence = (key: 'create' | 'update', what: string) =>
        admin.history.sentences[key].replace('{{what}}', what);
      await expect(history).toContainText(sentence('update', admin.history.objects.fields.tel));
      await expect(history).toContainText(`${property.seller.tel}: 0471 111 222 → 0471 333 444`);
      await expect(history).toContainText(
        sentence('create', admin.history.objects.subjects.seller),
      );
      // The salutation and the type of seller by their labels, not their stored keys.
      await expect(history).toContainText(
        `${property.seller.salutation}: ${admin.history.none} → ${property.values.salutation.f}`,
      );
      await expect(history).toContainText(
        `${property.seller.sellerType}: ${admin.history.none} → ${property.values.sellerType.private}`,
      );
      await expect(history).toContainText(admin.history.sources.sellerForm);
      // No operationIds, no ids, no stored keys.
      const text = (await history.textContent()) ?? '';
      expect(text).not.toMatch(/updateSeller|createSeller|accountId|[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(text).not.toMatch(/— private|→ private|→ f\b/);
    };
    await check(adminIt, propertyIt, 'it');
    await check(adminDe as unknown as typeof adminIt, propertyDe, 'de');
  });
});
