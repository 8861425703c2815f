/**
 * What the selling-side journeys share: the sell wizard's steps as a seller goes through them,
 * files drawn at test time (photos rendered from the demo pictures' scenes, a cadastral extract
 * as PDF), staff sessions, the staff confirm dialog and the detail page's labelled values.
 */
import { adminQueueHref, QUEUE_LISTING_PARAM } from '@domus/domain/staff/admin-routes';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Category } from '@domus/domain/core/constants';
import { accountIt } from '@domus/domain/i18n/locales/it/account';
import { propertyIt } from '@domus/domain/i18n/locales/it/property';
import { sellIt } from '@domus/domain/i18n/locales/it/sell';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  cadastralExtractPdf,
  drawSubject,
  subjectsFor,
} from '../../apps/api/src/seed/demo-images.ts';
import { expect } from './fixtures.ts';
import { loginAs } from './outbox.ts';

/** The browser-storage key of the session (the web app's session store). */
const SESSION_KEY = 'domus.session';

export const wizard = sellIt.wizard;
export const uploads = sellIt.uploads;
export const confirmTexts = sellIt.confirm;
export const accountPage = accountIt.page;

/** A file as the browser's file picker hands it over. */
export type PickedFile = { name: string; mimeType: string; buffer: Buffer };

/** A fresh address per test: links are single-use and limited per address. */
export function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Gives the test's browser a client address of its own (X-Forwarded-For, trusted by the E2E
 * server), so that the per-client limit of login links (20 an hour) is never reached by a suite
 * that logs in two people per test.
 */
export async function ownClientAddress(page: Page): Promise<void> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${octet()}.${octet()}` });
}

/**
 * `count` photos of a listing of the subtype, as a phone would send them (JPEG, 800 × 600),
 * drawn from the demo pictures' scenes with a seed of their own.
 */
export async function photos(
  category: Category,
  subtype: string,
  count: number,
): Promise<PickedFile[]> {
  const subjects = subjectsFor(category, subtype);
  const seed = Math.floor(Math.random() * 1e6);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const subject = subjects[index % subjects.length]!;
      const buffer = await sharp(Buffer.from(drawSubject(subject, seed + index)))
        .resize(800, 600)
        .jpeg({ quality: 80 })
        .toBuffer();
      return { name: `foto-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer };
    }),
  );
}

/** A cadastral map extract as a one-page PDF. */
export function cadastralPdf(municipality: string): PickedFile {
  return {
    name: 'estratto-catastale.pdf',
    mimeType: 'application/pdf',
    buffer: cadastralExtractPdf({ municipality, parcel: '1234/5', seed: Date.now() % 1e6 }),
  };
}

/** The heading of the wizard's current step. */
export function stepHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 2, name, exact: true }).first();
}

/** The wizard's Next button. */
export function nextButton(page: Page): Locator {
  return page.getByRole('button', { name: wizard.next, exact: true });
}

/** Presses Next and waits for the step (and sub-step) `heading` to show. */
export async function next(page: Page, heading?: string): Promise<void> {
  await nextButton(page).click();
  if (heading) await expect(stepHeading(page, heading)).toBeVisible();
}

/** The sub-step label of step 3 ('Parte 2 di 3'). */
export function sectionLabel(page: Page, section: number, count: number): Locator {
  return page.getByText(
    wizard.sectionOf.replace('{{section}}', String(section)).replace('{{count}}', String(count)),
    { exact: true },
  );
}

/** A text or number field by its label (the required mark is not part of its name). */
export function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Step 0 of a private seller: own name, family name and telephone. */
export async function fillOwnSeller(
  page: Page,
  seller: { name: string; familyName: string; tel: string },
): Promise<void> {
  await expect(stepHeading(page, wizard.steps.seller)).toBeVisible();
  await textbox(page, propertyIt.seller.name).fill(seller.name);
  await textbox(page, propertyIt.seller.familyName).fill(seller.familyName);
  await textbox(page, propertyIt.seller.tel).fill(seller.tel);
}

/** Step 1: sale or rent, and the type by its Italian name. */
export async function chooseOffer(page: Page, offer: { rent: boolean; type: string }) {
  await expect(stepHeading(page, wizard.steps.offer)).toBeVisible();
  if (offer.rent) {
    await page.getByText(wizard.offer.rent, { exact: true }).click();
    // Building land is only sold (decisions.md Seller wizard): its types are hidden.
    await expect(page.getByText(wizard.offer.rentNote)).toBeVisible();
    for (const name of Object.values(propertyIt.types.buildingland)) {
      await expect(page.getByRole('radio', { name, exact: true })).toHaveCount(0);
    }
  }
  await page.getByRole('radio', { name: offer.type, exact: true }).check();
}

/**
 * Step 2: the municipality chosen from its suggestions, street and number typed; the address is
 * checked on its own half a second later and the result box shows it.
 */
export async function enterAddress(
  page: Page,
  address: { municipality: string; street: string; number: string },
): Promise<Locator> {
  await expect(stepHeading(page, wizard.steps.location)).toBeVisible();
  await page
    .getByRole('combobox', { name: wizard.location.municipality })
    .fill(address.municipality);
  await page.getByRole('option', { name: address.municipality, exact: true }).click();
  // The street field suggests the municipality's streets of the register (issue 18).
  await page.getByRole('combobox', { name: wizard.location.street }).fill(address.street);
  await textbox(page, wizard.location.streetNumber).fill(address.number);
  const result = page.getByRole('region', { name: wizard.location.result });
  await expect(result).toContainText(`${address.street} ${address.number}`);
  await expect(result).toContainText(address.municipality);
  return result;
}

/** Step 4: title and description in the Italian tab (open first), the title also in German. */
export async function fillTexts(
  page: Page,
  texts: { title: string; description: string; titleDe: string },
): Promise<void> {
  await expect(stepHeading(page, wizard.steps.texts)).toBeVisible();
  await textbox(page, 'Titolo (Italiano)').fill(texts.title);
  await textbox(page, 'Descrizione (Italiano)').fill(texts.description);
  await page.getByRole('tab', { name: 'Deutsch' }).click();
  await textbox(page, 'Titolo (Deutsch)').fill(texts.titleDe);
}

/** The tiles of one upload area. */
export function uploadTiles(page: Page, kind: keyof typeof uploads.areas): Locator {
  return page.getByRole('list', { name: uploads.areas[kind] }).getByRole('listitem');
}

/**
 * Picks `files` in the upload area of `kind` through the file picker and waits until each is
 * stored: its tile offers its delete button (a loading or failed tile does not).
 */
export async function upload(
  page: Page,
  kind: keyof typeof uploads.upload,
  files: PickedFile[],
): Promise<void> {
  const tiles = uploadTiles(page, kind);
  const before = await tiles.count();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: uploads.upload[kind] }).click();
  await (await chooser).setFiles(files);
  const list = page.getByRole('list', { name: uploads.areas[kind] });
  for (const file of files) {
    await expect(
      list.getByRole('button', { name: uploads.delete.replace('{{name}}', file.name) }),
    ).toBeVisible({ timeout: 30_000 });
  }
  await expect(tiles).toHaveCount(before + files.length);
}

/** The image count under the image area ('4 immagini, ne servono almeno 4'). */
export function imageCount(page: Page, count: number): Locator {
  return page
    .getByTestId('image-count')
    .filter({ hasText: new RegExp(`^${count} immagin[ei], ne servono almeno 4$`) });
}

/** The listing's id in a detail-page link (`/property/{category}/{id}`). */
export function idInHref(href: string | null): string {
  // A detail page, or for admins an unconfirmed listing's row in the admin queue.
  const id =
    /\/property\/[a-z]+\/([^/?#]+)$/.exec(href ?? '')?.[1] ??
    new URL(href ?? '', 'http://site.invalid').searchParams.get(QUEUE_LISTING_PARAM) ??
    undefined;
  if (!id) throw new Error(`no listing link: ${href}`);
  return decodeURIComponent(id);
}

/** The account page's list of own listings, for a website user. */
export function ownListings(page: Page): Locator {
  return page.getByRole('list', { name: accountPage.tabs.properties });
}

/** The list item of a listing (found by its link) in a list of cards. */
export function cardOf(list: Locator, category: Category, id: string): Locator {
  // Admins' unconfirmed listings lead to their row in the admin queue (buyer-side.md §4 Property).
  return list.locator(':scope > li').filter({
    has: list
      .page()
      .locator(`a[href="/property/${category}/${id}"], a[href="${adminQueueHref(id)}"]`),
  });
}

/** Forgets who is logged in, as a logout on a shared computer would. */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => window.localStorage.clear());
}

/** The session token the browser keeps for whoever is logged in. */
export async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
  if (!token) throw new Error('nobody is logged in');
  return token;
}

/** Reads a call of the API as the one logged in in the browser. */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/**
 * A call of the API with the session of the account logged in in the browser; its answer, or
 * null for 204. Anything but a success fails the test with the answer's text.
 */
export async function apiCall<T>(
  page: Page,
  method: string,
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** Where the staff sessions of this run are kept: the E2E server's data directory. */
function sessionFile(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  const dir = path.join(dataDir, 'e2e-sessions');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${email}.json`);
}

/**
 * Logs a staff member in, the e-mailed link once per run: staff stay logged in on their office
 * computer, and a login link can be asked for only five times an hour per address, fewer than
 * the journeys that need the super admin. The first test logs in through /login and keeps the
 * session the browser stored; the others start with it in their browser storage.
 */
export async function loginAsStaff(page: Page, email: string, target: string): Promise<void> {
  const file = sessionFile(email);
  let stored: string | null;
  try {
    stored = readFileSync(file, 'utf8');
  } catch {
    stored = null;
  }
  if (stored) {
    const { token } = JSON.parse(stored) as { token: string };
    const me = await page.request.get('/api/v1/account/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (me.ok()) {
      await page.goto('/');
      await page.evaluate(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [SESSION_KEY, stored],
      );
      await page.goto(target);
      return;
    }
  }
  await loginAs(page, email, target.replace(/^\//, ''));
  const session = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  if (!session) throw new Error(`no session stored after logging ${email} in`);
  writeFileSync(file, session);
}

/**
 * The staff confirm dialog (seller-side.md §2 Dialogs, §4 Confirm dialog): the main image at
 * step 1, then four main images among images and plans at step 2, saved with the listing
 * confirmed. Files are named by their cards ('Immagine 2: foto-2.jpg').
 */
export async function confirmInDialog(
  page: Page,
  choice: { mainImage: string; mainImages: string[] },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: confirmTexts.title });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const forward = dialog.getByRole('button', { name: confirmTexts.next, exact: true });
  await expect(dialog.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  // §4: step 2 only once a main image is chosen.
  await expect(forward).toBeDisabled();
  await dialog.getByRole('radio', { name: choice.mainImage }).check();
  await forward.click();

  const save = dialog.getByRole('button', { name: confirmTexts.saveConfirm });
  await expect(save).toBeDisabled();
  for (const name of choice.mainImages) {
    await dialog.getByRole('checkbox', { name }).click();
  }
  await expect(dialog.getByTestId('main-images-count')).toHaveText(
    confirmTexts.chosen.replace('{{count}}', '4').replace('{{required}}', '4'),
  );
  await save.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/** A labelled value of the detail page, by its label in a section. */
export function fact(page: Page, section: string, label: string): Locator {
  return page
    .getByRole('region', { name: section, exact: true })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');
}
