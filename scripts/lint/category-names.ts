/**
 * The lint check "category names only in the registry" (decision 020): a category is asked of
 * its registry module, never named, so that a sixth category needs no hunt for `'garage'` across
 * the apps. Used by `eslint.config.js` and run over every source file by
 * `category-names.test.ts`, so that `npm test` fails too.
 *
 * Flagged in non-test source outside the registry:
 * - a category name compared with, switched over, assigned or passed as something named
 *   `category` (`category === 'garage'`, `case 'garage':`, `{ category: 'garage' }`,
 *   `categoryModule('garage')`);
 * - a category name inside SQL (`sql\`… = 'residential'\``, `sql.raw("'garage'")`);
 * - a category name as a path segment (`'/api/v1/properties/residential'`);
 * - a category name no other code shares (a subtype, a purpose, a parking kind), wherever it is
 *   written as a string.
 *
 * The names come from the registry, so a new category is checked without a change here. Names
 * that other codes share (`garage` is also a subtype and a parking kind, `residential` a subtype
 * and a purpose) are flagged only in the positions above, where they can only mean a category.
 */
import * as constants from '../../packages/domain/src/core/constants.ts';

/** Where the check applies: the apps' and the domain's source. */
export const CATEGORY_NAME_FILES = ['packages/domain/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'];

/** Where it does not: tests, the registry itself, and data. */
export const CATEGORY_NAME_IGNORES = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  'packages/domain/src/listing/categories/**',
  'packages/domain/src/testing/**',
  // The demo and scale seeds describe example listings category by category: data, not rules.
  'apps/api/src/seed/**',
];

const MESSAGE =
  'Ask the category registry (packages/domain/src/listing/categories) instead of naming a category.';

/** Every string code of the domain's value lists other than the categories. */
function otherCodes(): Set<string> {
  const codes = new Set<string>(constants.SUBTYPE_CODES);
  for (const [name, value] of Object.entries(constants)) {
    if (name === 'CATEGORIES' || !Array.isArray(value)) continue;
    for (const item of value as unknown[]) if (typeof item === 'string') codes.add(item);
  }
  return codes;
}

/** A regular expression for esquery: no slash may appear literally inside it. */
const pattern = (source: string) => `/${source.replaceAll('/', '\\u002F')}/`;

/**
 * The `no-restricted-syntax` entries of the check.
 * @param categories the category names (the registry's by default)
 */
export function categoryNameSelectors(
  categories: readonly string[] = constants.CATEGORIES,
): { selector: string; message: string }[] {
  const names = categories.join('|');
  const codes = otherCodes();
  const own = categories.filter((category) => !codes.has(category));
  const name = pattern(`^(${names})$`);
  const operand = pattern('^[cC]ategory$|Category$');
  const callee = pattern('[cC]ategor');
  const quoted = pattern(`'(${names})'`);
  const segment = pattern(`/(${names})(/|\\?|#|$)`);
  const selectors = [
    ...['left', 'right'].flatMap((side) => {
      const other = side === 'left' ? 'right' : 'left';
      return [
        `BinaryExpression[operator=/^[!=]==?$/][${side}.name=${operand}][${other}.value=${name}]`,
        `BinaryExpression[operator=/^[!=]==?$/][${side}.property.name=${operand}][${other}.value=${name}]`,
      ];
    }),
    `SwitchStatement[discriminant.name=${operand}] > SwitchCase[test.value=${name}]`,
    `SwitchStatement[discriminant.property.name=${operand}] > SwitchCase[test.value=${name}]`,
    `Property[key.name=${operand}][value.value=${name}]`,
    `VariableDeclarator[id.name=${operand}][init.value=${name}]`,
    `AssignmentExpression[left.name=${operand}][right.value=${name}]`,
    `AssignmentExpression[left.property.name=${operand}][right.value=${name}]`,
    `AssignmentPattern[left.name=${operand}][right.value=${name}]`,
    `CallExpression[callee.name=${callee}] > Literal[value=${name}]`,
    `CallExpression[callee.property.name=${callee}] > Literal[value=${name}]`,
    `TaggedTemplateExpression[tag.name="sql"] TemplateElement[value.raw=${quoted}]`,
    `CallExpression[callee.object.name="sql"][callee.property.name="raw"] Literal[value=${quoted}]`,
    `Literal[value=${segment}]`,
    `TemplateElement[value.raw=${segment}]`,
    ...(own.length > 0 ? [`Literal[value=${pattern(`^(${own.join('|')})$`)}]`] : []),
  ];
  return selectors.map((selector) => ({ selector, message: MESSAGE }));
}
