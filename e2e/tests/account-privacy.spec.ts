import { readFileSync } from 'node:fs';
import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';

const page_ = accountIt.page;
const privacy = accountIt.page.privacy;

// The test logs in twice through /login, whose captcha is a proof of work solved in the browser.
test.describe.configure({ timeout: 120_000 });

test.describe('my data (issue 16 point 7, decision 029)', () => {
  test('a user exports their data, deletes their account and is a stranger afterwards', async ({
    page,
  }) => {
    const email = `privacy-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await loginAs(page, email);
    await expect(page).toHaveURL('/account');

    // Export my data: the browser downloads one ZIP.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: privacy.export }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('personal-data.json'))).toBe(true);

    // Delete my account: only after typing the address again.
    await page.getByRole('button', { name: privacy.delete }).click();
    const dialog = page.getByRole('dialog', { name: privacy.deleteTitle });
    await expect(dialog.getByText(privacy.deleteWarning)).toBeVisible();
    const confirm = dialog.getByRole('button', { name: privacy.confirm });
    await expect(confirm).toBeDisabled();
    await dialog.getByTestId('delete-account-email').fill(email.toUpperCase());
    await confirm.click();

    // Logged out, at home, with the notice.
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('account-deleted-notice')).toHaveText(privacy.deleted);
    await page.goto('/account');
    await expect(page).toHaveURL('/');

    // A new login link of the same address makes a fresh, empty account.
    await loginAs(page, email);
    await expect(page).toHaveURL('/account');
    await expect(page.getByTestId('account-email')).toHaveText(email);
    await expect(page.getByText(page_.empty)).toBeVisible();
  });
});
