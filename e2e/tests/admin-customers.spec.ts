import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { expect, test } from '../support/fixtures.ts';
import { loginAsStaff, textbox } from '../support/selling.ts';

const texts = adminIt.customers;

// Logging in solves the login page's proof-of-work captcha in the browser; on a busy machine that
// alone can take most of the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.describe('customers in the admin application (issue 16 points 1 and 2)', () => {
  test('an admin creates a customer, finds them, changes the telephone and sees it in the history', async ({
    page,
  }) => {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const familyName = `Tschigg${unique}`;
    const email = `ulrike.${unique}@example.com`;

    await loginAsStaff(page, 'admin@domus.example', '/admin/customers');
    await expect(page).toHaveURL('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // A new customer with the wizard picker's form.
    await page.getByRole('button', { name: texts.table.newCustomer }).click();
    const dialog = page.getByRole('dialog', { name: texts.create.title });
    await textbox(dialog, propertyIt.seller.name).fill('Ulrike');
    await textbox(dialog, propertyIt.seller.familyName).fill(familyName);
    await textbox(dialog, propertyIt.seller.email).fill(email);
    await textbox(dialog, propertyIt.seller.tel).fill('0471 111 222');
    await dialog.getByRole('button', { name: accountIt.customers.create }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: `Ulrike ${familyName}` }),
    ).toBeVisible();

    // Found again in the table by the free text, which stays in the address.
    await page.getByRole('link', { name: texts.page.back }).click();
    await page.getByRole('searchbox', { name: texts.filters.q }).fill(familyName.toLowerCase());
    await page.getByRole('searchbox', { name: texts.filters.q }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${familyName.toLowerCase()}`));
    await expect(page.getByTestId('customers-total')).toHaveText(
      texts.table.count_one.replace('{{count}}', '1'),
    );
    await page.getByRole('link', { name: `Ulrike ${familyName}` }).click();

    // The telephone changed through the seller form.
    await page.getByRole('button', { name: texts.page.edit }).click();
    const form = page.getByRole('form', { name: texts.page.edit });
    await textbox(form, propertyIt.seller.tel).fill('0471 333 444');
    await form.getByRole('button', { name: texts.page.save }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('customer-data')).toContainText('0471 333 444');

    // The history names the change: what was done, the field before and after, and who made it.
    const history = page.getByTestId('customer-history');
    await expect(history).toContainText(`${propertyIt.seller.tel}: 0471 111 222 → 0471 333 444`);
    await expect(history).toContainText(
      adminIt.history.sentences.update.replace('{{what}}', adminIt.history.objects.fields.tel),
    );
    await expect(history).toContainText('admin@domus.example');
  });
});
