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
 * - packages/domain's folders depend one way, see DOMAIN_LAYERS below.
 *
 * Type-only imports count everywhere (`tsPreCompilationDeps`): `import type` ties two files
 * together for whoever reads, tests or moves them as much as a value import does, even though the
 * compiled JavaScript drops it. A cycle made of type imports alone is a cycle too.
 * @type {import('dependency-cruiser').IConfiguration}
 */

const DOMAIN = '^packages/domain/src/';
const TESTS = '\\.test\\.ts$';

/**
 * The layers of packages/domain/src, lowest first: a module imports its own layer and those below,
 * never one above. This is the order that holds today, measured with dependency-cruiser:
 *
 * 1. base: `constants.ts`, the route tables `web-routes.ts` and the agency's `agency.config.ts`,
 *    `format/`, and `categories/category-facts.ts`, the registry's light table, which imports
 *    nothing of the domain so that `constants.ts` can take `CATEGORIES` and `SUBTYPES` from it
 *    (decision 020);
 * 2. `categories/`: the category modules and registry;
 * 3. `rules/`, `schemas/` and the URL queries at the top of src (`admin-*-query.ts`,
 *    `search-query.ts`, `admin-routes.ts`), which import each other; of these `rules/` imports
 *    no schema and no query (checked below);
 * 4. `web-pages/`: the public pages' contract and declarations (decision 058), which read the
 *    place-name rules for a listing's head;
 * 5. `testing/`, the arbitraries that only tests import.
 *
 * `i18n/` stands apart: it imports nothing of the rest and only tests import it.
 * Tests (`*.test.ts`) may import any layer; they still count for the cycles.
 */
const DOMAIN_LAYERS = [
  {
    name: 'base',
    path: [
      `${DOMAIN}(constants|web-routes|agency\\.config)\\.ts$`,
      `${DOMAIN}format/`,
      `${DOMAIN}categories/category-facts\\.ts$`,
    ],
  },
  { name: 'categories', path: [`${DOMAIN}categories/`], pathNot: ['category-facts\\.ts$'] },
  {
    name: 'rules-and-schemas',
    path: [
      `${DOMAIN}rules/`,
      `${DOMAIN}schemas/`,
      `${DOMAIN}(admin-[a-z-]+-query|search-query|admin-routes)\\.ts$`,
    ],
  },
  { name: 'web-pages', path: [`${DOMAIN}web-pages/`] },
  { name: 'testing', path: [`${DOMAIN}testing/`] },
];

/**
 * The imports that still go upward, file by file: each stays allowed for its file until it is
 * moved (issue 31.4 sorts the domain by subject), and any new one fails:
 *
 * - `format/admin-cells.ts` formats the admin table's rows, so it reads a category module's
 *   column type, the seller's name rule and the row schema (3);
 * - `format/listing-format.ts` writes money with `formatMoney` of `rules/money.ts` (1);
 * - the category modules use the rooms, sales area, hotel and rent-price-label rules (5), and
 *   their field schemas and `form-values.ts` are built from `schemas/common.schema.ts`,
 *   `schemas/property-values.schema.ts` and `schemas/property.schema.ts` (12).
 */
const DOMAIN_UPWARD_TODAY = {
  'format/admin-cells.ts': [
    'categories/category-module.ts',
    'rules/seller-name.ts',
    'schemas/admin-listings.schema.ts',
  ],
  'format/listing-format.ts': ['rules/money.ts'],
  'categories/commercial.ts': ['rules/rooms.ts'],
  'categories/composite-detail-rows.ts': ['rules/hotel.ts', 'rules/price.ts'],
  'categories/residential.ts': ['rules/rooms.ts', 'rules/sales-area.ts'],
  'categories/agriculture.schema.ts': [
    'schemas/common.schema.ts',
    'schemas/property-values.schema.ts',
  ],
  'categories/buildingland.schema.ts': [
    'schemas/common.schema.ts',
    'schemas/property-values.schema.ts',
  ],
  'categories/commercial.schema.ts': [
    'schemas/common.schema.ts',
    'schemas/property-values.schema.ts',
  ],
  'categories/garage.schema.ts': ['schemas/common.schema.ts', 'schemas/property-values.schema.ts'],
  'categories/residential.schema.ts': [
    'schemas/common.schema.ts',
    'schemas/property-values.schema.ts',
  ],
  'categories/form-values.ts': ['schemas/common.schema.ts', 'schemas/property.schema.ts'],
};

const exact = (file) => `${DOMAIN}${file.replaceAll('.', '\\.')}$`;

/** One rule per layer: its modules import nothing of the layers above, but for the list above. */
function domainLayerRules() {
  return DOMAIN_LAYERS.slice(0, -1).flatMap((layer, index) => {
    const above = DOMAIN_LAYERS.slice(index + 1);
    const to = {
      path: above.flatMap((higher) => higher.path),
      pathNot: [...(layer.pathNot ?? []), ...above.flatMap((higher) => higher.pathNot ?? [])],
    };
    const listed = Object.keys(DOMAIN_UPWARD_TODAY).filter((file) =>
      layer.path.some((path) => new RegExp(path).test(`packages/domain/src/${file}`)),
    );
    const comment =
      `packages/domain: the ${layer.name} layer imports no layer above it ` +
      `(${above.map((higher) => higher.name).join(', ')}); move the shared piece down.`;
    return [
      {
        name: `domain-${layer.name}-imports-down`,
        comment,
        severity: 'error',
        from: {
          path: layer.path,
          pathNot: [TESTS, ...(layer.pathNot ?? []), ...listed.map(exact)],
        },
        to,
      },
      ...listed.map((file) => ({
        name: `domain-${layer.name}-imports-down`,
        comment,
        severity: 'error',
        from: { path: exact(file) },
        to: { ...to, pathNot: [...to.pathNot, ...DOMAIN_UPWARD_TODAY[file].map(exact)] },
      })),
    ];
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
      name: 'domain-rules-import-no-schema',
      comment: 'packages/domain: rules/ sits below schemas/ and the URL queries; keep it so.',
      severity: 'error',
      from: { path: `${DOMAIN}rules/`, pathNot: TESTS },
      to: { path: [`${DOMAIN}schemas/`, `${DOMAIN}(admin-[a-z-]+-query|search-query)\\.ts$`] },
    },
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
