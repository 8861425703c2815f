/**
 * Issue 18 point 1, the admin application's remaining dialogs: axe-core with every default rule
 * on the listing tables' bulk-action questions and a listing's history drawer, the requests
 * inbox's note dialog, a customer's page with the merge question and the erase question, and a
 * client's searches page with the "offer a property" dialog, in Italian, German and English.
 * What they need is made through the API first: two clients sharing a telephone (possible
 * duplicates), a saved search of one of them and a contact message. Nothing is changed by the
 * dialogs: each is closed again (no merge, no erasure, no bulk action). The first state with a
 * violation fails the test; each dialog is asserted open before axe runs.
 */
import { LANGUAGES } from '@domus/domain/core/constants';
import type { Page } from '@playwright/test';
import {
  catalogs,
  closeDialog,
  openDialog,
  openSettled,
  useLanguage,
} from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  apiGet,
  loginAsStaff,
  newAddress,
  ownClientAddress,
  sessionToken,
} from '../support/selling.ts';

// A staff login and some fifteen states per language.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
});

/** Two clients with the same telephone, the first with a search in Bolzano; answers their ids. */
async function duplicateClients(page: Page, language: string) {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const tel = `+39 0471 ${String(100_000 + Math.floor(Math.random() * 899_999))}`;
  const ids: string[] = [];
  for (const name of ['Greta', 'Margareth']) {
    const created = await page.request.post('/api/v1/clients', {
      headers,
      data: { email: newAddress(`a11y-dialogs-${language}`), name, familyName: 'Doppia', tel },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { data: { _id: string } }).data._id);
  }
  const types = await apiGet<{ data: { _id: string; id: string; category: string }[] }>(
    page,
    '/api/v1/types',
  );
  const apartment = types.data.find((t) => t.category === 'residential' && t.id === 'apartment');
  const search = await page.request.post('/api/v1/searches', {
    headers,
    data: {
      client: ids[0],
      type: apartment!._id,
      locations: [{ type: 'municipality', id: '021008', name: 'Bolzano' }],
    },
  });
  expect(search.status(), await search.text()).toBe(201);
  // A message for the inbox (the inbox lists new entries first).
  const message = await page.request.post('/api/v1/contact', {
    data: {
      name: 'Greta Doppia',
      email: newAddress(`a11y-message-${language}`),
      message: 'Vorrei un appuntamento.',
    },
  });
  expect(message.status(), await message.text()).toBe(201);
  return { keep: ids[0]!, other: ids[1]! };
}

for (const language of LANGUAGES) {
  test(`the admin application's bulk, history, inbox, customer and search dialogs in ${language}`, async ({
    page,
  }) => {
    const { admin } = catalogs[language];
    const check = (state: string) => expectNoAxeViolations(page, `${language} ${state}`);
    await loginAsStaff(page, 'admin@domus.example', '/');
    await useLanguage(page, language);
    const { keep } = await duplicateClients(page, language);

    // The residential table: each bulk action's question on the whole filter, counted first.
    await openSettled(page, '/admin/listings/residential');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await page.getByText(new RegExp(`^${admin.bulk.filtered_other.split(' (')[0]}`)).click();
    for (const action of ['withdraw', 'publish', 'assignAgent', 'delete'] as const) {
      const dialog = await openDialog(
        page,
        page.getByRole('button', { name: admin.bulk.actions[action], exact: true }),
      );
      await expect(dialog).toHaveAccessibleName(admin.bulk.titles[action]);
      await expect(dialog.getByTestId('bulk-question')).toBeVisible({ timeout: 20_000 });
      await check(`/admin/listings: bulk ${action} dialog`);
      await closeDialog(page);
    }

    // A listing's history drawer, from its row's menu.
    const rowMenu = page.getByRole('button', {
      name: new RegExp(`^${admin.table.rowActions.split(' {{')[0]}`),
    });
    await rowMenu.first().click();
    const drawer = await openDialog(
      page,
      page.getByRole('menuitem', { name: admin.history.open, exact: true }),
    );
    await expect(
      drawer.getByRole('table').or(drawer.getByText(admin.history.empty)).first(),
    ).toBeVisible({ timeout: 20_000 });
    await check('/admin/listings: history drawer');
    await closeDialog(page);

    // The inbox's note dialog on the newest entry.
    await openSettled(page, '/admin/requests');
    const noteButton = page
      .getByRole('button', { name: admin.inbox.addNote })
      .or(page.getByRole('button', { name: admin.inbox.editNote }));
    await expect(noteButton.first()).toBeVisible({ timeout: 20_000 });
    const note = await openDialog(page, noteButton.first());
    await expect(note).toHaveAccessibleName(admin.inbox.noteTitle);
    await check('/admin/requests: note dialog');
    await closeDialog(page);

    // A client's page: the merge question for the duplicate, the erase question (cancelled).
    await openSettled(page, `/admin/customers/client/${keep}`);
    await expect(page.getByTestId('customer-related')).toBeVisible({ timeout: 20_000 });
    const merge = await openDialog(
      page,
      page.getByRole('button', { name: admin.customers.merge.button }),
    );
    await expect(merge).toHaveAccessibleName(admin.customers.merge.title);
    await check('/admin/customers/:kind/:id: merge dialog');
    await closeDialog(page);
    const erase = await openDialog(page, page.getByRole('button', { name: admin.privacy.erase }));
    await expect(erase).toHaveAccessibleName(admin.privacy.eraseTitle);
    await check('/admin/customers/:kind/:id: erase dialog');
    await erase.getByRole('button', { name: admin.privacy.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The client's searches page and its "offer a property" dialog with the proposals.
    await openSettled(page, `/admin/customers/client/${keep}/searches`);
    const offerButton = page.getByRole('button', { name: admin.clientSearches.offer });
    await expect(offerButton.first()).toBeVisible({ timeout: 20_000 });
    await check('/admin/customers/client/:id/searches');
    const offer = await openDialog(page, offerButton.first());
    await expect(offer).toHaveAccessibleName(admin.clientSearches.offerTitle);
    await expect(offer.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await check('/admin/customers/client/:id/searches: offer dialog');
    await closeDialog(page);
  });
}
