import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe-core over what a component test rendered (jsdom): the structure — names, roles, labels,
 * the order of headings, what a button or a dialog holds. Colours and the page's landmarks are
 * the E2E tests' to check in the browser, so those two rules are off here.
 * @param scope the part of the document to check
 */
export async function expectNoAxeViolations(scope: Element): Promise<void> {
  const result = await axe.run(scope, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
