import { expect, test } from '../support/fixtures.ts';
import { texts } from '../support/texts.ts';

const t = texts.it;

test.describe('cookie notice (buyer-side.md §2: Accept and More information, stored locally)', () => {
  test('once accepted, it does not come back after a reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: t.cookies.label });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.cookies.text);

    await notice.getByRole('button', { name: t.cookies.accept }).click();
    await expect(notice).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.home.hero.title })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('More information opens the privacy page and the notice stays until accepted', async ({
    page,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: t.cookies.label });
    await notice.getByRole('link', { name: t.cookies.moreInfo }).click();

    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: t.privacy.title })).toBeVisible();
    await expect(notice).toBeVisible();
  });
});
