/**
 * What every benchmark script writes into docs/benchmarks.md: its own section between markers,
 * the machine it ran on and the commit it measured.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const docFile = path.join(root, 'docs/benchmarks.md');

/** Cores, CPU model, memory, Node and operating system, as the reports name the machine. */
export function machineSummary(): string {
  const model = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memGb = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${os.availableParallelism()} cores (${model}), ${memGb} GB RAM, Node ${process.version} on ${os.type()}`;
}

/** The short hash of the commit checked out, or `unknown` outside a git checkout. */
export function gitCommit(): string {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/**
 * Replaces the section `name` of docs/benchmarks.md (between `<!-- bench:NAME:start -->` and
 * `<!-- bench:NAME:end -->`), or appends it, then lays the file out as Prettier does so that the
 * lint stays green after a run.
 */
export function writeBenchSection(name: string, section: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n\n${section.trim()}\n\n${end}`;
  let doc = existsSync(docFile)
    ? readFileSync(docFile, 'utf8')
    : '# Benchmarks\n\nFigures written by the `npm run bench:...` scripts. Re-run a script to refresh its section.\n';
  if (doc.includes(start) && doc.includes(end)) {
    doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  } else {
    doc = `${doc.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(docFile, doc);
  spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', docFile],
    { cwd: root, stdio: 'ignore' },
  );
}
