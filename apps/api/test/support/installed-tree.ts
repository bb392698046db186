import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

// A fresh clone's dependencies without a second `npm ci`: the packages npm installed in the
// repository — by npm's own record, node_modules/.package-lock.json, which `npm ci` of the same
// lockfile writes — hard-linked into the clone, as pnpm links its store. Files are shared, never
// written in place; the folders are the clone's own, so whatever its builds add (Vite's and
// Storybook's caches, a consumer's packed packages) stays in the clone, and nothing the
// repository's builds added comes along. CI's own first step is that `npm ci` on a fresh clone.

interface InstalledRecord {
  packages: Record<string, { link?: boolean }>;
}

/** `npm ci`'s tree, linked from `repo` into `clone`; false when the record is missing. */
export function linkInstalledTree(repo: string, clone: string): boolean {
  const recordFile = join(repo, 'node_modules/.package-lock.json');
  if (!existsSync(recordFile)) return false;
  // Hard links stay on one filesystem (a /tmp on tmpfs is another one than the repository's).
  if (statSync(repo).dev !== statSync(clone).dev) return false;
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as InstalledRecord;
  // Each package installed at the top of a node_modules folder (the root's or a workspace's);
  // the ones nested inside a package come with it.
  const topLevel = /^((?:[^/]+\/)*?)node_modules\/((?:@[^/]+\/)?[^/]+)$/;
  const byFolder = new Map<string, string[]>();
  const roots = new Set<string>();
  for (const path of Object.keys(record.packages)) {
    const match = topLevel.exec(path);
    if (!match || match[1]!.includes('node_modules/')) continue;
    roots.add(`${match[1]}node_modules`);
    const folder = dirname(path);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path]);
  }
  for (const root of roots) {
    mkdirSync(join(clone, root), { recursive: true });
    for (const extra of ['.bin', '.package-lock.json'])
      if (existsSync(join(repo, root, extra))) link([join(repo, root, extra)], join(clone, root));
  }
  for (const [folder, paths] of byFolder) {
    mkdirSync(join(clone, folder), { recursive: true });
    link(
      paths.map((path) => join(repo, path)),
      join(clone, folder),
    );
  }
  return true;
}

/** `cp -al`: directories made anew, files hard-linked, symlinks (workspace links) kept as links. */
function link(sources: string[], into: string) {
  execFileSync('cp', ['-al', ...sources, `${into}/`]);
}
