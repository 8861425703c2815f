/**
 * "Category names only in the registry" (decision 020): the check finds a category named outside
 * the registry in each of its forms, lets subtype codes, purposes and parking kinds that share a
 * name pass, and finds nothing in the apps' and the domain's source today.
 */
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../packages/domain/src/core/constants.ts';
import {
  CATEGORY_NAME_FILES,
  CATEGORY_NAME_IGNORES,
  categoryNameSelectors,
} from './category-names.ts';

const root = path.resolve(import.meta.dirname, '../..');
const rules: Linter.RulesRecord = {
  'no-restricted-syntax': ['error', ...categoryNameSelectors()],
};
const linter = new Linter();

/**
 * The lines the check flags in a piece of source.
 * @param code the source
 * @param categories the category names to check for (the registry's by default)
 */
function flagged(code: string, categories?: readonly string[]): number[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        rules: categories
          ? { 'no-restricted-syntax': ['error', ...categoryNameSelectors(categories)] }
          : rules,
      },
    ],
    { filename: 'apps/web/src/sample.tsx' },
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return [...new Set(messages.map((message) => message.line))];
}

describe('category names only in the registry (decision 020)', () => {
  it('takes the names from the registry', () => {
    const selectors = categoryNameSelectors()
      .map((entry) => entry.selector)
      .join('\n');
    for (const category of CATEGORIES) expect(selectors).toContain(category);
    // A name no category has yet: checked as soon as the registry lists it.
    const name = `${CATEGORIES.join('')}x`;
    const sixth = `if (category === '${name}') run();`;
    expect(flagged(sixth)).toEqual([]);
    expect(flagged(sixth, [...CATEGORIES, name])).toEqual([1]);
  });

  it('flags a category compared, switched over, assigned or passed as a category', () => {
    const lines = [
      `if (listing.category === 'garage') run();`,
      `if ('residential' !== category) run();`,
      `switch (category) { case 'agriculture': break; }`,
      `prepareListing({ category: 'residential', rent: false }, subtype, today);`,
      `const category = 'garage';`,
      `function f(category = 'residential') { return category; }`,
      `state.category = 'agriculture';`,
      `categoryModule('garage').form;`,
      `registry.categoryFacts('residential');`,
    ];
    expect(flagged(lines.join('\n'))).toEqual(lines.map((_, index) => index + 1));
  });

  it('flags a category inside SQL and as a path segment', () => {
    const lines = [
      "const where = sql`${t.isConfirmed} and ${t.category} = 'residential'`;",
      `const check = sql.raw("category in ('garage','commercial')");`,
      `await apiRequest('/api/v1/properties/residential', { query });`,
      'const path = `/api/v1/properties/garage?limit=${limit}`;',
      `<Link to="/find/agriculture">x</Link>;`,
    ];
    expect(flagged(lines.join('\n'))).toEqual(lines.map((_, index) => index + 1));
  });

  it('flags a name no other code shares wherever it is written', () => {
    const own = CATEGORIES.filter((category) =>
      flagged(`const value = '${category}';`).includes(1),
    );
    expect(own).toContain('commercial');
    expect(own).toContain('buildingland');
    // Also subtype codes: a garage, building land for housing, farmland.
    expect(own).not.toContain('garage');
    expect(own).not.toContain('residential');
    expect(own).not.toContain('agriculture');
  });

  it('lets subtypes, purposes and parking kinds of the same name pass', () => {
    const code = [
      `if (subtype === 'garage') floor = -1;`,
      `const purposes = ['residential', 'service'];`,
      `form.set('parking.garage.number', 1);`,
      `const kinds = { garage: 1, parkingLot: 2 };`,
      'const path = `/api/v1/properties/${category}`;',
      `const where = sql\`\${t.code} = \${code}\`;`,
      `t('categories.' + category);`,
    ].join('\n');
    expect(flagged(code)).toEqual([]);
  });

  it('finds no category named in the source of the apps and the domain outside the registry', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: CATEGORY_NAME_FILES,
          ignores: CATEGORY_NAME_IGNORES,
          languageOptions: { parser: tseslint.parser },
          rules,
        },
      ],
    });
    const results = await eslint.lintFiles(CATEGORY_NAME_FILES);
    expect(results.length).toBeGreaterThan(100);
    const found = results.flatMap((result) =>
      result.messages
        // Only this check runs: disable comments naming the project's other rules are no finding.
        .filter((message) => message.ruleId === 'no-restricted-syntax')
        .map(
          (message) =>
            `${path.relative(root, result.filePath)}:${message.line} ${message.message.slice(0, 40)}`,
        ),
    );
    expect(found).toEqual([]);
  }, 120_000);
});
