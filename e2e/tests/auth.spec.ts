import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { errorsIt } from '@domus/domain/i18n/locales/it/errors';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loginAs, loginLinkIn, waitForMail } from '../support/outbox.ts';
import { texts } from '../support/texts.ts';

const t = texts.it;
const SESSION_KEY = 'domus.session';

// Solving the captcha takes a few seconds of the browser's work.
test.describe.configure({ timeout: 90_000 });
// A client address of its own: login links are limited per client address (contact.spec.ts likewise).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.41' } });

/** A fresh address per test: links are single-use and limited per address. */
function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The navigation bar of the desktop layout. */
function header(page: Page) {
  return page.locator('header');
}

async function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
}

test.describe('login by e-mailed link (buyer-side.md §2 /login /confirm /account /logout, §4 Session, §5 Login)', () => {
  test('asks for a link, opens it from the mail, lands on /account logged in, then logs out', async ({
    page,
  }) => {
    const email = newAddress('buyer');
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: accountIt.login.title }),
    ).toBeVisible();

    // §5: a wrong address is refused before anything is sent.
    const field = page.getByLabel(accountIt.login.email);
    await field.fill('not-an-address');
    await field.blur();
    await expect(page.getByText(errorsIt.global.errors.email)).toBeVisible();

    // §5: the button is usable at once; a click waits for the captcha, which solves itself in the
    // background (decision 055).
    await field.fill(email);
    const submit = page.getByRole('button', { name: accountIt.login.submit });
    await expect(submit).toBeEnabled({ timeout: 30_000 });
    await submit.click();

    await expect(page).toHaveURL('/confirm');
    await expect(page.getByRole('heading', { name: accountIt.confirm.title })).toBeVisible();
    await expect(page.getByRole('link', { name: accountIt.confirm.again })).toHaveAttribute(
      'href',
      '/login',
    );

    const mail = await waitForMail(email);
    await page.goto(loginLinkIn(mail));
    await expect(page).toHaveURL('/account');
    await expect(page.getByText(email).first()).toBeVisible();
    expect(JSON.parse((await storedSession(page)) ?? 'null')).toMatchObject({
      verified: true,
      admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
    });

    // The navigation for a logged-in visitor: Account and Logout, no Login, no staff link.
    await expect(header(page).getByRole('link', { name: t.nav.account })).toBeVisible();
    await expect(header(page).getByRole('link', { name: t.nav.login })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: t.nav.admin })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: t.nav.privateArea })).toHaveCount(0);

    // /confirm goes to the account page once logged in.
    await page.goto('/confirm');
    await expect(page).toHaveURL('/account');

    // Logout from the drawer, which carries it (and the staff link) at this width.
    await page.getByRole('button', { name: t.a11y.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: t.a11y.mainNavigation });
    await expect(drawer.getByRole('link', { name: t.nav.account })).toBeVisible();
    await drawer.getByRole('link', { name: t.nav.logout }).click();
    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('link', { name: t.nav.login })).toBeVisible();
    await expect(header(page).getByRole('link', { name: t.nav.account })).toHaveCount(0);
    expect(await storedSession(page)).toBeNull();

    // The link worked once: opened again it only offers a new one.
    await page.goto(loginLinkIn(mail));
    await expect(page.getByText(accountIt.session.failed)).toBeVisible();
    await page.getByRole('link', { name: accountIt.session.loginAgain }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a login link with a callback leads to that page', async ({ page }) => {
    await loginAs(page, newAddress('seller'), 'impressum');
    await expect(page).toHaveURL('/impressum');
    await expect(header(page).getByRole('link', { name: t.nav.account })).toBeVisible();
  });

  test('an expired session found at start is dropped and the visitor goes home', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          token: 'expired-token',
          expiresAt: new Date(Date.now() - 60_000).toISOString(),
          verified: true,
          admin: { isAgent: false, isAdmin: false, isSuperAdmin: false },
        }),
      );
    }, SESSION_KEY);

    await page.goto('/impressum');
    await expect(page).toHaveURL('/');
    expect(await storedSession(page)).toBeNull();
    await expect(header(page).getByRole('link', { name: t.nav.login })).toBeVisible();
  });

  test('a 401 answer logs out and goes home', async ({ page }) => {
    await page.goto('/');
    // A session the server does not know: its next API call answers 401.
    await page.evaluate((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({
          token: 'revoked-or-unknown-token',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          verified: true,
          admin: { isAgent: true, isAdmin: false, isSuperAdmin: false },
        }),
      );
    }, SESSION_KEY);

    await page.goto('/account');
    await expect(page).toHaveURL('/');
    await expect.poll(() => storedSession(page)).toBeNull();
    await expect(header(page).getByRole('link', { name: t.nav.login })).toBeVisible();
  });
});
