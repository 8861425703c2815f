/**
 * axe-core run in the page under test: its source evaluated through the browser's debugging
 * protocol (the site's Content Security Policy forbids inline scripts), once per loaded document,
 * then `axe.run` on the whole document for each state checked (a page, an open dialog, a step).
 * Returns the violations, each with the selectors of its offending elements, so that a failing
 * test says where to look.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** One violation as a test reports it: the rule, its impact and where it was found. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The axe violations on the page as it is now.
 * @param page the page, loaded and settled
 * @param rules only these rules; every rule axe enables by default when absent (WCAG 2.0 to 2.2
 *   A and AA and the best practices, none turned off)
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeFinding[]> {
  // A client-side navigation keeps the document and with it the injected axe.
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const run = (options: axe.RunOptions) =>
    page.evaluate((opts) => (window as unknown as { axe: typeof axe }).axe.run(document, opts), {
      // Incomplete results too: text in its own background colour is one (see invisibleText).
      resultTypes: ['violations', 'incomplete'],
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      ...options,
    } satisfies axe.RunOptions);
  // Without a readable selector for every element checked, the check takes a third less time; a
  // state with a violation is checked again with them, for a report that names the elements.
  let result = await run({ selectors: false });
  if (result.violations.length > 0 || invisibleText(result).length > 0) result = await run({});
  return [
    ...result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    })),
    ...invisibleText(result),
  ];
}

/**
 * Text in exactly the colour of its background. axe leaves it "to review" rather than failing it
 * (it cannot tell text hidden on purpose from a mistake); on this site it is always a mistake: a
 * badge whose light variant was given a shade drew its label in its own background colour.
 */
function invisibleText(result: axe.AxeResults): AxeFinding[] {
  return result.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) =>
      r.nodes
        .filter((n) =>
          n.any.some(
            (c) => (c.data as { messageKey?: string } | null)?.messageKey === 'equalRatio',
          ),
        )
        .map((n) => ({
          rule: 'color-contrast (text in its background colour)',
          impact: 'serious' as const,
          help: r.help,
          targets: [n.target?.join(' ') ?? ''],
        })),
    );
}

/** A violation list as lines a reader can act on: rule, impact, help, then each element. */
export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.rule} (${f.impact ?? 'no impact'}): ${f.help}\n` +
        f.targets.map((target) => `    at ${target}`).join('\n'),
    )
    .join('\n');
}

/**
 * Fails the test at the first state with any axe violation, of any impact (issue 18 point 1),
 * naming the state, the rules and the elements. Each state checked is noted on the test
 * (annotation `axe`), so the report counts the states.
 * @param page the page in the state to check
 * @param state what is shown, for the failure message ("de /find: budget helper")
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const findings = await axeViolations(page);
  test.info().annotations.push({ type: 'axe', description: state });
  expect(findings.length, `axe violations on ${state}:\n${formatFindings(findings)}`).toBe(0);
}
