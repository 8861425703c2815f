import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { apiCall, loginAsStaff } from '../support/selling.ts';

// Logging in solves the login page's proof-of-work captcha in the browser.
test.describe.configure({ timeout: 180_000 });

const texts = adminIt.portals;

/** Starts a transfer to the account from the portals page and waits until it succeeded. */
async function transferNow(page: Page, accountName: string, transfersBefore: number) {
  await page.goto('/admin/portals');
  const account = page.getByRole('row').filter({ hasText: accountName }).first();
  await account.getByRole('button', { name: texts.accounts.transferNow }).click();
  // The log reads itself again while the transfer waits or runs.
  const log = page.getByRole('row').filter({ hasText: texts.triggers.manual });
  await expect(log).toHaveCount(transfersBefore + 1, { timeout: 60_000 });
  await expect(log.first()).toContainText(texts.statuses.succeeded, { timeout: 60_000 });
  await log.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(accountName);
}

test('issue 32 points 1 and 3: an admin sends a listing to immobiliare.it and removes it', async ({
  page,
}) => {
  await loginAsStaff(page, 'admin@domus.example', '/admin');
  const accountName = `immobiliare.it ${Date.now().toString(36)}`;
  const { data: account } = await apiCall<{ data: { id: string } }>(
    page,
    'POST',
    '/api/v1/admin/portal-accounts',
    {
      portal: 'immobiliare',
      name: accountName,
      delivery: 'feedUrl',
      schedule: 'nightly',
      defaultForNew: false,
      active: true,
    },
  );
  // A published listing immobiliare.it takes as it is (nothing it requires is missing).
  const table = await apiCall<{ data: { _id: string; property_id: number }[] }>(
    page,
    'GET',
    '/api/v1/admin/listings/commercial?status=published&pageSize=25',
  );
  let listing: { _id: string; property_id: number } | undefined;
  for (const row of table.data) {
    const { data: states } = await apiCall<{ data: { accountId: string; issues: unknown[] }[] }>(
      page,
      'GET',
      `/api/v1/admin/listing/${row._id}/portals`,
    );
    if (states.find((state) => state.accountId === account.id)?.issues.length === 0) {
      listing = row;
      break;
    }
  }
  expect(listing, 'a published commercial listing ready for immobiliare.it').toBeDefined();
  const { _id: id, property_id: number } = listing!;

  try {
    // Switched on in the listing table's portals column.
    await page.goto(`/admin/listings/commercial?q=${number}`);
    const toggle = page.getByRole('switch', {
      name: texts.column.switchOf
        .replace('{{portal}}', accountName)
        .replace('{{number}}', String(number)),
    });
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();

    await transferNow(page, accountName, 0);
    const sent = page.getByRole('row').filter({ hasText: String(number) });
    await expect(sent).toContainText(texts.actions.new);

    // Withdrawn from the website, the listing leaves the portal with the next transfer.
    await apiCall(page, 'POST', `/api/v1/admin/listings/${id}/withdraw`);
    await transferNow(page, accountName, 1);
    const removed = page.getByRole('row').filter({ hasText: String(number) });
    await expect(removed).toContainText(texts.actions.removed);
  } finally {
    await apiCall(page, 'POST', `/api/v1/admin/listings/${id}/publish`).catch(() => {});
    await apiCall(page, 'DELETE', `/api/v1/admin/portal-accounts/${account.id}`);
  }
});
