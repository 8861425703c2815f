/**
 * What the keyboard-only journeys share (issue 18): moving the focus with Tab until it reaches an
 * element, and the checks a keyboard or screen-reader user depends on — the focused element shows
 * a focus ring, a dialog gives the focus back to its opener, a refused form puts it on the first
 * wrong field, and messages sit in live regions. The journeys press keys only; locators serve to
 * look, never to act.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Whether `target` holds the keyboard focus. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab with `backwards`) until `target` has the focus; fails after `max`
 * presses. Every element passed on the way must show its focus ring.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) {
    await expectFocusVisible(page);
    return;
  }
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${String(target)} not reached after ${max} presses of Tab; focus on ${where}`);
}

/** What the focused element shows of its focus: outline and box shadow, and its own name. */
async function focusStyle(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.outerHTML.slice(0, 160),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      outlineVisible:
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor),
      shadowVisible: style.boxShadow !== 'none' && style.boxShadow !== '',
      // A map or other widget that draws its own ring inside the focused box.
      focusVisible: element.matches(':focus-visible'),
    };
  });
}

/**
 * The focused element shows where the focus is (WCAG 2.4.7): it matches :focus-visible and
 * draws an outline or a box shadow.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const style = await focusStyle(page);
  expect(style, 'an element has the focus').not.toBeNull();
  expect(style!.focusVisible, `:focus-visible on ${style!.tag}`).toBe(true);
  expect(
    style!.outlineVisible || style!.shadowVisible,
    `a focus ring on ${style!.tag} (outline ${style!.outline})`,
  ).toBe(true);
}

/** `target` has the focus, and shows it. */
export async function expectFocused(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `focus on ${String(target)}` }).toBe(true);
  await expectFocusVisible(page);
}

/**
 * The message is where screen readers announce it: inside an element with role alert or status,
 * or with aria-live other than off.
 */
export async function expectAnnounced(
  page: Page,
  text: string | RegExp,
  options: { timeout?: number } = {},
): Promise<void> {
  const live = page
    .locator('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]')
    .filter({ hasText: text });
  await expect(live.first()).toBeVisible(options);
}

/** The text dnd-kit's live region reads out (its announcements of a keyboard drag). */
export function dragAnnouncement(page: Page): Locator {
  return page.locator('[id^="DndLiveRegion"]');
}

/** Types `text` into the focused field, its old value selected and replaced first. */
export async function typeInto(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}
