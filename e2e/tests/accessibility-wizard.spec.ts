/**
 * Issue 18 point 1, the sell wizard: axe-core with every default rule on each step and each
 * sub-step of step 3 in the form of every category, in Italian, German and English. The super
 * admin opens a demo listing of each category for editing, so that every step is filled and Next
 * leads through all of them (nothing is saved). The first state with a violation fails the test.
 * Italian walks every category's form; German and English walk the residential one, the longest:
 * the forms share their components, and the suite must stay within the CI's time (decision 028).
 */
import { CATEGORIES, LANGUAGES } from '@domus/domain/core/constants';
import { catalogs, publicCards, settle, useLanguage } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { loginAsStaff, ownClientAddress } from '../support/selling.ts';

// Five categories of six steps and their sub-steps, one after the other.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await ownClientAddress(page);
  page.on('dialog', (dialog) => void dialog.accept());
});

for (const language of LANGUAGES) {
  test(`every step of the wizard's forms in ${language}`, async ({ page, request }) => {
    const { sell } = catalogs[language];
    const cards = await publicCards(request, 5);
    await loginAsStaff(page, 'admin@domus.example', '/');
    await useLanguage(page, language);
    for (const category of language === 'it' ? CATEGORIES : (['residential'] as const)) {
      const card = cards.find((c) => c.category === category);
      expect(card, `a demo listing of ${category}`).toBeDefined();
      await page.goto(`/edit/${category}/${card!._id}`);
      await settle(page);
      const next = page.getByRole('button', { name: sell.wizard.next, exact: true });
      // Steps 0 to 5 with the sub-steps of step 3: Next until the last step, which has none.
      for (let step = 0; step < 20; step += 1) {
        const heading = page.getByRole('heading', { level: 2 }).first();
        await expect(heading).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(
          page,
          `${language} wizard ${category} ${step}: ${await heading.innerText()}`,
        );
        if ((await next.count()) === 0) break;
        await expect(next).toBeEnabled();
        const before = await page.locator('main').innerText();
        await next.click();
        await expect.poll(() => page.locator('main').innerText()).not.toBe(before);
      }
      await expect(
        page.getByRole('heading', { level: 2, name: sell.wizard.steps.files }),
      ).toBeVisible();
    }
  });
}
