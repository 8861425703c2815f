/**
 * Issue 18 point 1, staff: axe-core with every default rule on the super admin's account page
 * with the confirm dialog, the customer picker and a listing's delete question, and on every page of the admin application
 * with its menus and dialogs, in Italian, German and English. Nothing is saved: each dialog is
 * closed again. The first state with a violation fails the test. The admin application's other
 * dialogs: accessibility-dialogs.spec.ts.
 */
import { adminPaths } from '@domus/domain/core/web-routes';
import { CATEGORIES, LANGUAGES } from '@domus/domain/core/constants';
import type { Page } from '@playwright/test';
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
import { loginAsStaff, ownClientAddress } from '../support/selling.ts';

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
});

/** Opens an admin page and waits until its data is shown. */
async function adminSettled(page: Page, url: string): Promise<void> {
  await openSettled(page, url);
}

for (const language of LANGUAGES) {
  test(`the super admin's account page with the confirm dialog and the customer picker in ${language}`, async ({
    page,
  }) => {
    const { account, sell } = catalogs[language];
    const check = (state: string) => expectNoAxeViolations(page, `${language} ${state}`);
    await loginAsStaff(page, 'admin@domus.example', '/');
    await useLanguage(page, language);
    await openSettled(page, '/account');
    const confirm = page.getByRole('button', { name: sell.confirm.confirmAction });
    await expect(confirm.first()).toBeVisible({ timeout: 30_000 });
    await check('/account (super admin)');

    // The confirm dialog's two steps: the main image, then the four main images.
    const dialog = await openDialog(page, confirm.first());
    await expect(dialog.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    await check('confirm dialog, step 1');
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: sell.confirm.next, exact: true }).click();
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    await check('confirm dialog, step 2');
    await closeDialog(page);

    // The customer picker and its new-customer form.
    const picker = await openDialog(
      page,
      page.getByRole('button', { name: account.customers.open }),
    );
    await expect(picker.getByRole('list', { name: account.customers.results })).toBeVisible();
    await check('customer picker');
    await picker.getByRole('button', { name: account.customers.new }).click();
    await expect(page.getByRole('dialog', { name: account.customers.newTitle })).toBeVisible();
    await check('customer picker: new customer');
    await closeDialog(page);

    // A listing's delete question (cancelled): its button is named "Delete <listing>".
    const [before, after] = account.page.deleteListing.split('{{name}}') as [string, string];
    const named = [before && `[aria-label^="${before}"]`, after && `[aria-label$="${after}"]`];
    const removeListing = page.locator(`main button${named.join('')}`).first();
    const remove = await openDialog(page, removeListing);
    await expect(remove).toHaveAccessibleName(account.page.delete.title);
    await check('delete-listing dialog');
    await closeDialog(page);
  });

  test(`every page of the admin application with its menus and dialogs in ${language}`, async ({
    page,
  }) => {
    const { admin, account } = catalogs[language];
    const check = (state: string) => expectNoAxeViolations(page, `${language} ${state}`);
    await loginAsStaff(page, 'admin@domus.example', '/');
    await useLanguage(page, language);

    await adminSettled(page, adminPaths.overview);
    await check('/admin (overview)');
    for (const category of CATEGORIES) {
      await adminSettled(page, `/admin/listings/${category}`);
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      await check(`/admin/listings/${category}`);
    }
    // The residential table's menus and a row's dialog.
    await page.getByRole('button', { name: admin.table.columns }).click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await check('/admin/listings: columns menu');
    await page.keyboard.press('Escape');
    // The columns menu fades out; the row's menu is checked alone.
    await expect(page.getByRole('menu')).toHaveCount(0);
    const rowMenu = page.getByRole('button', {
      name: new RegExp(`^${admin.table.rowActions.split(' {{')[0]}`),
    });
    await rowMenu.first().click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await check('/admin/listings: row actions menu');
    await openDialog(page, page.getByRole('menuitem', { name: admin.actions.delete }));
    await check('/admin/listings: delete dialog');
    await closeDialog(page);

    for (const path of [
      adminPaths.queue,
      adminPaths.requests,
      adminPaths.messages,
      adminPaths.matches,
      adminPaths.mails,
      adminPaths.history,
      adminPaths.staff,
      // Issue 33 point 6: the calendar of viewings and the viewing hours.
      adminPaths.viewings,
      adminPaths.viewingHours,
    ]) {
      await adminSettled(page, path);
      await check(path);
    }

    await adminSettled(page, adminPaths.customers);
    await check(adminPaths.customers);
    await openDialog(page, page.getByRole('button', { name: account.customers.new }));
    await check('/admin/customers: new customer dialog');
    await closeDialog(page);
    await page.locator('table tbody tr a').first().click();
    // The list's own heading is still there until the customer's page has replaced it.
    await expect(page).toHaveURL(/\/admin\/customers\/[a-z]+\/[^/]+$/);
    await settle(page);
    await check('/admin/customers/:kind/:id');
    await adminSettled(page, '/admin/questa-pagina-non-esiste');
    await check('/admin 404');
  });
}
