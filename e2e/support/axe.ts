/**
 * axe-core run in the page under test: its source evaluated through the browser's debugging
 * protocol (the site's Content Security Policy forbids inline scripts), then `axe.run` on the
 * whole document. Returns the violations, each with the selectors of its offending elements, so
 * that a failing test says where to look.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

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
 * @param rules only these rules (all of WCAG 2.2 A/AA when absent)
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<AxeFinding[]> {
  await page.evaluate(axe.source);
  const runOnly = rules
    ? { type: 'rule' as const, values: rules }
    : { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };
  const result = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    { runOnly, resultTypes: ['violations'] } as axe.RunOptions,
  );
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}
