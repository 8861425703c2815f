/**
 * Import rules checked by `npm run lint` as `npm run lint:imports` (decision 003), over every
 * workspace's sources at once: packages/domain/src, apps/api/src, apps/web/src, apps/admin/src and
 * e2e. One run sees the imports between workspaces too (`@domus/domain/...`, `@domus/web/...`
 * resolve through the packages' `exports` to their files), so a cycle through two workspaces fails
 * as well as one inside a workspace.
 *
 * - No module takes part in an import cycle (issue 31.4: 0 cycles in every workspace).
 * - The API's folders import each other without cycles: a folder that needs one above it gets it
 *   passed in by app.ts (decision 003).
 * - packages/domain's subjects depend one way, see DOMAIN_LAYERS below.
 *
 * Type-only imports count everywhere (`tsPreCompilationDeps`): `import type` ties two files
 * together for whoever reads, tests or moves them as much as a value import does, even though the
 * compiled JavaScript drops it. A cycle made of type imports alone is a cycle too.
 * @type {import('dependency-cruiser').IConfiguration}
 */

const DOMAIN = '^packages/domain/src/';
const TESTS = '\\.test\\.ts$';

/**
 * The subjects of packages/domain/src, lowest first (issue 31 point 4): a module imports its own
 * subject and those below, never one above. Each subject is a folder:
 *
 * 1. `core/`: the vocabulary every subject shares: `constants.ts`, the category and subtype table
 *    `category-facts.ts` (decision 020), the listing statuses, the route table `web-routes.ts`,
 *    the agency's `agency.config.ts`, the common field schemas, files, mail, errors, captcha;
 * 2. `format/`: numbers, money, dates, CSV and a listing's formatted values;
 * 3. `place/`: South Tyrol, place names and labels, the location schema;
 * 4. `person/`: roles and permissions, seller fields and names, sessions, the customer merge;
 * 5. `listing/`: the category registry and its field definitions (`listing/categories/`), the
 *    listing rules (price, rent, visibility, defaults, the form layout, tracked fields) and the
 *    listing, card, exposé and contact schemas;
 * 5a. `feeds/`: the portal formats' mapping of a listing and each portal's readiness (issue 32);
 * 5b. `viewings/`: an agent's viewing hours and absences, free slots and a buyer's viewing request,
 *    in the agency's time zone (issue 33, decision 069);
 * 6. `search/`: the search query, saved searches, matching and budgets;
 * 7. `account/`: the signed-in person's own account and session answers;
 * 8. `staff/`: the admin application's queries, routes, cells, inbox and history;
 * 9. `pages/`: the public pages' contract and declarations (decision 058);
 * 10. `testing/`: the arbitraries that only tests import.
 *
 * `i18n/` stands apart: it imports nothing of the rest and only tests import it.
 * Tests (`*.test.ts`) may import any subject; they still count for the cycles.
 */
const DOMAIN_LAYERS = [
  'core',
  'format',
  'place',
  'person',
  'listing',
  'feeds',
  'viewings',
  'search',
  'account',
  'staff',
  'pages',
  'testing',
].map((name) => ({ name, path: [`${DOMAIN}${name}/`] }));

/** One rule per subject: its modules import nothing of the subjects above. */
function domainLayerRules() {
  return DOMAIN_LAYERS.slice(0, -1).map((layer, index) => {
    const above = DOMAIN_LAYERS.slice(index + 1);
    return {
      name: `domain-${layer.name}-imports-down`,
      comment:
        `packages/domain: ${layer.name}/ imports no subject above it ` +
        `(${above.map((higher) => higher.name).join(', ')}); move the shared piece down.`,
      severity: 'error',
      from: { path: layer.path, pathNot: TESTS },
      to: { path: above.flatMap((higher) => higher.path) },
    };
  });
}

export default {
  forbidden: [
    {
      name: 'api-no-other-module-repository',
      comment:
        "A module reaches another module's storage through that module's service or its exported " +
        'queries (the listing module: properties/listing-queries.ts), never its repository ' +
        '(issue 31 point 1).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/.+[.]repository[.]ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'no-circular',
      comment:
        'An import cycle: move the piece both sides need into the lower module (issue 31.4), ' +
        'or let the caller pass the higher one in.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-folders-no-cycle',
      comment:
        'The API folders depend one way: move the shared part down (db, lib, or the lower ' +
        'module) or let app.ts pass the higher one in (decision 003).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/(modules/[^/]+|[^/]+)$' },
      to: { circular: true },
    },
    ...domainLayerRules(),
    {
      name: 'domain-i18n-apart',
      comment: 'packages/domain: the texts of i18n/ import nothing of the domain.',
      severity: 'error',
      from: { path: `${DOMAIN}i18n/`, pathNot: TESTS },
      to: { path: DOMAIN, pathNot: `${DOMAIN}i18n/` },
    },
    {
      name: 'domain-i18n-apart',
      comment:
        'packages/domain: no domain rule depends on the texts of i18n/; only tests read them.',
      severity: 'error',
      from: { path: DOMAIN, pathNot: [TESTS, `${DOMAIN}i18n/`] },
      to: { path: `${DOMAIN}i18n/` },
    },
  ],
  options: {
    includeOnly: '^(packages/domain/src|apps/(api|web|admin)/src|e2e)/',
    // Built or downloaded files are no sources.
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    // Type-only imports count (see above).
    tsPreCompilationDeps: true,
    // `@domus/<workspace>/...` resolves through the package's `exports` to its source file.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
