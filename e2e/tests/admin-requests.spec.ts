/**
 * The requests inbox and a buyer's matches for staff (issue 16 points 3, 4 and 8): an admin
 * offers a listing to a buyer's search and sets the match's state, which the buyer then reads on
 * their matches page; an admin answers a consultation request (takes it, writes a note, marks it
 * done) and the overview's count of new consultation requests drops by one.
 */
import { adminIt } from '@domus/domain/i18n/locales/it/admin';
import { findIt } from '@domus/domain/i18n/locales/it/find';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { buyerWithSearch, SESSION_KEY } from '../support/buying.ts';
import { forgetSession, loginAsStaff } from '../support/selling.ts';

const inbox = adminIt.inbox;
const searches = adminIt.clientSearches;
const ADMIN = 'admin@domus.example';

// Logging in solves the login page's proof-of-work captcha in the browser. One after the other:
// the admin's login link is mailed once per run and kept (loginAsStaff); two tests asking for it
// at once could each open the other's link.
test.describe.configure({ timeout: 180_000, mode: 'serial' });

/**
 * Logs the admin in, the buyer forgotten first: a page of the site still holding the buyer's
 * session could store it again while the staff session is put in place.
 */
async function asAdmin(page: Page, target: string) {
  await forgetSession(page);
  await page.goto('/login');
  await loginAsStaff(page, ADMIN, target);
}

/** Logs the buyer back in the browser with their stored session. */
async function asBuyer(page: Page, session: string, target: string) {
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [SESSION_KEY, session],
  );
  await page.goto(target);
}

/** Offers the first listing the offer dialog proposes; answers its number. */
async function offerFirstListing(page: Page): Promise<number> {
  await page.getByRole('button', { name: searches.offer }).click();
  const dialog = page.getByRole('dialog', { name: searches.offerTitle });
  const first = dialog.getByRole('listitem').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const number = Number(/(\d+)/.exec(await first.innerText())![1]);
  await first.click();
  await expect(dialog.getByText(new RegExp(`n\\. ${number} `))).toBeVisible();
  await dialog.getByRole('button', { name: searches.offerSubmit }).click();
  await expect(
    page.getByText(searches.offered.replace('{{number}}', String(number))),
  ).toBeVisible();
  return number;
}

test.describe('the buyer’s searches and the requests inbox for staff (issue 16)', () => {
  test('an admin offers a listing and sets its state; the buyer sees both on their matches page', async ({
    page,
  }) => {
    const buyer = await buyerWithSearch(page, { name: 'Giulia', familyName: 'Compratrice' });

    await asAdmin(page, `/admin/customers/client/${buyer.clientId}/searches`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ricerche di Giulia Compratrice' }),
    ).toBeVisible({ timeout: 30_000 });
    const number = await offerFirstListing(page);

    const state = page.getByRole('combobox', {
      name: `${searches.state} · ${adminIt.table.rowName.replace('{{number}}', String(number))}`,
    });
    await expect(state).toHaveValue(searches.states.new);
    await state.click();
    await page.getByRole('option', { name: searches.states.wait }).click();
    await expect(page.getByText(searches.stateSaved)).toBeVisible();
    await expect(state).toHaveValue(searches.states.wait);

    // The buyer's matches page shows the offered listing with the state staff set.
    await asBuyer(page, buyer.session, `/find/searches/${buyer.searchId}`);
    const match = page.getByTestId('match').filter({ hasText: `N. ${number}` });
    await expect(match).toBeVisible({ timeout: 30_000 });
    await expect(match.getByTestId('match-state')).toHaveText(findIt.matches.states.wait);
  });

  test('an admin takes a consultation request, writes a note and marks it done; the overview counts one less', async ({
    page,
  }) => {
    const buyer = await buyerWithSearch(page, { name: 'Marta', familyName: 'Compratrice' });

    // Staff offer a listing; the buyer asks for a consultation about it.
    await asAdmin(page, `/admin/customers/client/${buyer.clientId}/searches`);
    await offerFirstListing(page);
    const matches = await page.request.get(`/api/v1/searches/${buyer.searchId}/matches`, {
      headers: buyer.headers,
    });
    const offered = ((await matches.json()) as { data: { _id: string; state: string }[] }).data;
    const target = offered.find((m) => m.state === 'new')!;
    const asked = await page.request.patch(`/api/v1/matches/${target._id}`, {
      headers: buyer.headers,
      data: { state: 'consulting' },
    });
    expect(asked.status(), await asked.text()).toBe(200);

    // The overview counts it among the new consultation requests and links to them.
    await page.goto('/admin');
    const figure = page.getByRole('link', {
      name: new RegExp(`^${adminIt.overview.openConsultations}: \\d+$`),
    });
    const before = Number(/(\d+)$/.exec((await figure.getAttribute('aria-label'))!)![1]);
    expect(before).toBeGreaterThanOrEqual(1);
    await figure.click();
    await expect(page).toHaveURL('/admin/requests?kind=consulting');
    await expect(page.getByRole('heading', { level: 1, name: inbox.title })).toBeVisible();

    // The buyer's request, found by their address among every status.
    await page.getByRole('textbox', { name: inbox.search }).fill(buyer.email);
    await page.getByRole('combobox', { name: inbox.status }).first().click();
    await page.getByRole('option', { name: inbox.anyStatus }).click();
    await expect(page).toHaveURL(/status=all/);
    const row = page.locator('table tbody tr').filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1, { timeout: 15_000 });

    await row.getByRole('button', { name: inbox.takeIt }).click();
    await expect(row.getByText(ADMIN)).toBeVisible();
    await expect(row.getByRole('combobox', { name: inbox.status })).toHaveValue(
      inbox.statuses.in_progress,
    );

    await row.getByRole('button', { name: inbox.addNote }).click();
    const dialog = page.getByRole('dialog', { name: inbox.noteTitle });
    await dialog.getByRole('textbox', { name: inbox.note }).fill('Richiamata, appuntamento lunedì');
    await dialog.getByRole('button', { name: inbox.save }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Richiamata, appuntamento lunedì')).toBeVisible();

    await row.getByRole('combobox', { name: inbox.status }).click();
    await page.getByRole('option', { name: inbox.statuses.done }).click();
    await expect(row.getByRole('combobox', { name: inbox.status })).toHaveValue(
      inbox.statuses.done,
    );

    await page.goto('/admin');
    await expect(
      page.getByRole('link', { name: `${adminIt.overview.openConsultations}: ${before - 1}` }),
    ).toBeVisible();
  });
});
