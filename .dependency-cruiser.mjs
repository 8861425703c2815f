/**
 * The API's folders (src/modules/<name>, db, lib, plugins, seed) import each other without
 * cycles (docs/decisions/003): a folder that needs one above it gets it passed in by app.ts.
 * Run by `npm run lint` as `npm run lint:imports`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
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
  ],
  options: {
    includeOnly: '^apps/api/src/',
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    // Type-only imports tie folders together as much as value imports do.
    tsPreCompilationDeps: true,
  },
};
