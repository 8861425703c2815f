import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/** Options of {@link bundleBudget}. */
export interface BundleBudgetOptions {
  /** Largest allowed gzip size in bytes of the JavaScript the home page loads. */
  maxGzipBytes: number;
  /**
   * Ends of module ids (e.g. `src/app/routes/home.route.tsx`) of lazily loaded modules the home
   * page needs at once; their chunks and what those import count too.
   */
  lazyModules: string[];
  /**
   * Groups of lazily loaded alternatives of which a page view loads one (e.g. the catalogs of
   * each language); the biggest of each group counts.
   */
  largestOf?: string[][];
  /**
   * Packages the start-up code of some routes must not hold (e.g. the schema library on the
   * public pages, whose forms load it when first used): module id ends of the routes, and the
   * package names.
   */
  forbidden?: { routes: string[]; packages: string[] };
}

type Chunk = Rolldown.OutputChunk;

/** The chunks `roots` load before they run: themselves and their static imports, transitively. */
function staticClosure(roots: Chunk[], byFile: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Fails the build when the home page's JavaScript grows past the budget. Counted are the entry
 * chunk with everything index.html preloads (its static imports) plus the home route's lazy
 * chunks with their static imports, each gzipped at level 9, as a browser downloads them.
 */
export function bundleBudget(options: BundleBudgetOptions): Plugin {
  return {
    name: 'domus:bundle-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entries = chunks.filter((c) => c.isEntry);
      const chunkOf = (module: string) =>
        chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
      const missing = [...options.lazyModules, ...(options.largestOf ?? []).flat()].filter(
        (m) => !chunkOf(m),
      );
      if (entries.length === 0 || missing.length > 0) {
        this.error(
          `bundle budget: cannot find ${entries.length === 0 ? 'the entry chunk' : `the chunk of ${missing.join(', ')}`}`,
        );
      }
      const gzipped = (c: Chunk) => gzipSync(c.code, { level: 9 }).length;
      const homeRoutes = [
        ...options.lazyModules.map((m) => chunkOf(m) as Chunk),
        ...(options.largestOf ?? []).map(
          (group) =>
            group
              .map((m) => chunkOf(m) as Chunk)
              .sort((a, b) => gzipped(b) - gzipped(a))[0] as Chunk,
        ),
      ];

      const initial = new Set(staticClosure(entries, byFile).map((c) => c.fileName));
      const measured = staticClosure([...entries, ...homeRoutes], byFile).map((c) => ({
        file: c.fileName,
        initial: initial.has(c.fileName),
        gzip: gzipped(c),
      }));
      const total = measured.reduce((sum, c) => sum + c.gzip, 0);
      const initialTotal = measured.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);

      const lines = measured
        .sort((a, b) => b.gzip - a.gzip)
        .map((c) => `  ${kB(c.gzip).padStart(9)}  ${c.file}${c.initial ? '' : '  (lazy)'}`);
      console.log(
        [
          '',
          `Home page JavaScript (gzip): ${kB(total)} of ${kB(options.maxGzipBytes)} budget` +
            ` (initial ${kB(initialTotal)}, loaded at once after it ${kB(total - initialTotal)})`,
          ...lines,
          '',
        ].join('\n'),
      );
      // BUNDLE_REPORT=1 lists the biggest modules of the counted chunks (minified, before gzip).
      if (process.env.BUNDLE_REPORT) {
        const modules = staticClosure([...entries, ...homeRoutes], byFile)
          .flatMap((c) =>
            Object.entries(c.modules).map(([id, m]) => ({ id, size: m.renderedLength })),
          )
          .sort((a, b) => b.size - a.size)
          .slice(0, 40);
        for (const m of modules)
          console.log(`  ${kB(m.size).padStart(9)}  ${m.id.replace(/.*node_modules\//, '')}`);
      }
      for (const route of options.forbidden?.routes ?? []) {
        const chunk = chunkOf(route);
        if (!chunk) this.error(`bundle budget: cannot find the chunk of ${route}`);
        // The route's chunks and those the budget counts (the entry, the app's, the home page's).
        const found = staticClosure([...entries, ...homeRoutes, chunk], byFile)
          .flatMap((c) => Object.keys(c.modules))
          .find((id) =>
            options.forbidden?.packages.some((name) =>
              id.replaceAll('\\', '/').includes(`/node_modules/${name}/`),
            ),
          );
        if (found) {
          this.error(
            `${route} loads ${found.replace(/.*node_modules\//, '')} at start-up; ` +
              'load it where it is first used (docs/decisions/040).',
          );
        }
      }
      if (total > options.maxGzipBytes) {
        this.error(
          `bundle budget exceeded: the home page loads ${kB(total)} of JavaScript (gzip), ` +
            `more than the ${kB(options.maxGzipBytes)} allowed. Load more of it lazily.`,
        );
      }
    },
  };
}
