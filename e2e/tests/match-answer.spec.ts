/**
 * Issue 34 points 5 and 6, the alert mail's one-click answers in Italian, German and English
 * (decision 074): a buyer saves a search, the alert mail of its matches arrives in their
 * language with "book a viewing", "ask for advice" and "not interested" under each listing; the
 * link opens, without a login, a page with the listing that answers only on a click; followed
 * again it shows the answer given, and an altered link says it is not valid. axe checks every
 * state of the page; it is photographed at 390 and 1280 px (test-results/match-answer).
 */
import type { Language } from '@domus/domain/core/constants';
import { findDe } from '@domus/domain/i18n/locales/de/find';
import { mailDe } from '@domus/domain/i18n/locales/de/mail';
import { findEn } from '@domus/domain/i18n/locales/en/find';
import { mailEn } from '@domus/domain/i18n/locales/en/mail';
import { findIt } from '@domus/domain/i18n/locales/it/find';
import { mailIt } from '@domus/domain/i18n/locales/it/mail';
import path from 'node:path';
import { publicCards, settle } from '../support/a11y-pages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { buyerWithSearch } from '../support/buying.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/outbox.ts';
import { photograph } from '../support/photograph.ts';
import { forgetSession, loginAsStaff, sessionToken } from '../support/selling.ts';

// Logging in solves the login page's proof-of-work captcha in the browser. One after the other:
// the admin's login link is mailed once per run and kept (loginAsStaff); two tests asking for it
// at once could each open the other's link.
test.describe.configure({ timeout: 180_000, mode: 'serial' });

const ADMIN = 'admin@domus.example';

const shots = path.resolve(import.meta.dirname, '../../test-results/match-answer');
const CATALOGS = {
  it: { find: findIt, mail: mailIt },
  de: { find: findDe, mail: mailDe },
  en: { find: findEn, mail: mailEn },
} as const;

for (const language of ['it', 'de', 'en'] as Language[]) {
  const { find, mail } = CATALOGS[language];
  const t = find.matchAnswer;

  test(`issue 34.5: a buyer asks for advice from the alert mail, without logging in (${language})`, async ({
    page,
  }) => {
    // A buyer with a search in Bolzano. Its first matches show on the matches page without a
    // mail (the buyer saved the search); the alert comes when staff offer one more listing.
    const buyer = await buyerWithSearch(page, {
      name: 'Paola',
      familyName: 'Avvisi',
      prefix: `alerts-${language}`,
      language,
    });
    const email = buyer.email;
    const offered = (await publicCards(page.request)).find((c) => c.category !== 'residential');
    await forgetSession(page);
    await page.goto('/login');
    await loginAsStaff(page, ADMIN, '/admin');
    const offer = await page.request.post(`/api/v1/admin/searches/${buyer.searchId}/offers`, {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
      data: { propertyId: offered!._id },
    });
    expect(offer.status(), await offer.text()).toBe(201);

    // The alert mail: each listing with its three answers, in the buyer's language.
    // Its subject ends in "… your search: …" in every language, as the login mail's does not.
    const yourSearch = mail.matchAlert.subject_one.split(':')[0]!.split(' ').slice(-2).join(' ');
    const alert = await waitForMail(email, { subject: new RegExp(yourSearch), timeoutMs: 30_000 });
    expect(alert.text).toContain(mail.matchAlert.answers.visit);
    expect(alert.text).toContain(mail.matchAlert.answers.not_interested);
    const advice = new RegExp(
      `${mail.matchAlert.answers.consulting}: (https?://[^\\s]+/match/[^\\s]+)`,
    ).exec(alert.text);
    expect(advice, 'the "ask for advice" link').not.toBeNull();
    const link = new URL(advice![1]!);
    expect(link.searchParams.get('lang')).toBe(language);

    // Opened without a session: the listing and the question, nothing answered yet.
    await forgetSession(page);
    await page.goto(`${link.pathname}${link.search}`);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByText(t.ask.consulting)).toBeVisible();
    await expectNoAxeViolations(page, `${language} /match: the question`);
    await photograph(page, shots, `ask-${language}`);

    await page.getByRole('button', { name: t.confirm.consulting }).click();
    const done = page.getByTestId('match-answer-done');
    await expect(done).toHaveText(t.done.consulting);
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page, `${language} /match: answered`);
    await photograph(page, shots, `done-${language}`);

    // Followed again, the link shows the answer given and offers nothing more to do.
    await page.reload();
    await settle(page);
    await expect(page.getByTestId('match-answer-done')).toHaveText(t.done.consulting);
    await expect(page.getByRole('button', { name: t.confirm.consulting })).toHaveCount(0);

    // "Not interested" after asking for advice: the answer stands, the page says so.
    const notInterested = new RegExp(
      `${mail.matchAlert.answers.not_interested}: (https?://[^\\s]+/match/[^\\s]+)`,
    ).exec(alert.text);
    const other = new URL(notInterested![1]!);
    await page.goto(`${other.pathname}${other.search}`);
    await settle(page);
    await expect(page.getByRole('alert')).toContainText(find.matches.states.consulting);
    await expectNoAxeViolations(page, `${language} /match: answered before`);

    // An altered link: not valid, nothing shown but the way on.
    const altered = new URL(link);
    altered.searchParams.set('token', `${link.searchParams.get('token')}x`);
    await page.goto(`${altered.pathname}${altered.search}`);
    await settle(page);
    await expect(page.getByRole('alert')).toHaveText(t.tampered);
    await expect(page.getByRole('button', { name: t.confirm.consulting })).toHaveCount(0);
    await expectNoAxeViolations(page, `${language} /match: a link not valid`);
  });
}
