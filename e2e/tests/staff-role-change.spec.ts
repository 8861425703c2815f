import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { commonIt } from '@domus/domain/i18n/locales/it/common';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs } from '../support/outbox.ts';
import { loginAsStaff, newAddress, sessionToken } from '../support/selling.ts';

/**
 * Issue 30 point 6: a role given on the staff page applies from the person's next request, in
 * the browser they are logged in with too: opening /admin shows the admin application without a
 * new login, and the site's own calls bring the staff link into its header. Taking the role back
 * closes the admin application again on its next call.
 */

// Two logins, each solving the login page's captcha in the browser.
test.describe.configure({ timeout: 120_000 });

/** Gives the account of `email` exactly `roles`, as the staff page does, as the super admin. */
async function setRoles(admin: Page, email: string, roles: { isAgent: boolean }) {
  const headers = { Authorization: `Bearer ${await sessionToken(admin)}` };
  const found = await admin.request.get(
    `/api/v1/admin/staff-accounts?email=${encodeURIComponent(email)}`,
    { headers },
  );
  expect(found.status()).toBe(200);
  const [account] = ((await found.json()) as { data: { _id: string }[] }).data;
  const changed = await admin.request.put(`/api/v1/admin/staff-accounts/${account!._id}/roles`, {
    headers,
    data: { isAgent: roles.isAgent, isAdmin: false, isSuperAdmin: false },
  });
  expect(changed.status()).toBe(200);
}

test('issue 30.6: a person made agent opens /admin in the same browser without logging in again', async ({
  page,
  browser,
}) => {
  const email = newAddress('new-agent');
  await loginAs(page, email, 'account');
  await page.goto('/admin');
  const noAccess = page.getByRole('heading', { level: 1, name: adminIt.noAccess.title });
  await expect(noAccess).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAsStaff(admin, 'admin@domus.example', '/admin/staff');
  await setRoles(admin, email, { isAgent: true });

  // Opening /admin again: the application, not the refusal.
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: adminIt.nav.label });
  await expect(nav).toBeVisible();
  await expect(noAccess).toBeHidden();

  // On the site the header offers the private area now.
  await page.goto('/account');
  await page.getByRole('button', { name: commonIt.a11y.openMenu }).click();
  await expect(page.getByRole('link', { name: commonIt.nav.privateArea })).toBeVisible();

  // Taken back: the admin application's next call closes it.
  await page.goto('/admin');
  await expect(nav).toBeVisible();
  await setRoles(admin, email, { isAgent: false });
  await page.getByRole('link', { name: adminIt.nav.listings }).first().click();
  await expect(noAccess).toBeVisible();
  await adminContext.close();
});
