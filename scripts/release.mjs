#!/usr/bin/env node
// `npm run release [-- --out DIR] [-- --no-build]`: writes release/ — the built server, site and
// console with only the server's production dependencies — which runs on a machine that has never
// seen this repository: copy the folder, then `node server.js` in it (or `node release/server.js`).
//   release/server.js, dist/        the server and the operator's tools (doctor, staff, reconcile…)
//   release/site/, admin/           the built site and console
//   release/openapi.yaml            the contract the routes are built from
//   release/package.json, package-lock.json, node_modules/
//                                   the production dependencies, a subset of the repository's lockfile
//                                   (`npm ci --omit=dev` in the release installs the same on another
//                                   platform); node_modules/ is copied from this installation
//   release/release.json            what was built, from which commit; it marks the folder as a release
//   release/deploy/                 the systemd unit, nginx example and production .env.example
// See ADR 0021 and README.md "Running at scale".
import { execFileSync, spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API = 'apps/api';
const { values } = parseArgs({
  options: { out: { type: 'string' }, 'no-build': { type: 'boolean' } },
});
const out = resolve(values.out ?? join(root, 'release'));

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// ── 1. Build the three apps (turbo's cache makes this instant when nothing changed) ──────────────
if (!values['no-build']) {
  const build = spawnSync(
    'npx',
    [
      'turbo',
      'run',
      'build',
      '--filter=@dongman/api',
      '--filter=@dongman/site',
      '--filter=@dongman/admin',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) fail('the build failed');
}
const dists = {
  api: join(root, API, 'dist'),
  site: join(root, 'apps/site/dist'),
  admin: join(root, 'apps/admin/dist'),
};
for (const [name, dir] of Object.entries(dists)) {
  const entry = join(dir, name === 'api' ? 'server.js' : 'index.html');
  if (!existsSync(entry)) fail(`${entry} is missing: build first (or drop --no-build)`);
}

// ── 2. Which packages the built server imports (everything else is compiled into it) ─────────────
const apiPackage = readJson(join(root, API, 'package.json'));
const codeFiles = readdirSync(dists.api).filter((f) => f.endsWith('.js'));
const builtins = new Set(builtinModules);
const imported = new Set();
// esbuild writes static imports at the start of a line and every specifier in double quotes
// (comments copied from libraries, indented, are not imports).
const IMPORT = /^(?:import|export)\b[^"';]*?(?:from\s*)?"([^"]+)";|\bimport\("([^"]+)"\)/gm;
for (const file of codeFiles) {
  for (const match of readFileSync(join(dists.api, file), 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    if (builtins.has(name)) continue;
    imported.add(name);
  }
}
const dependencies = {};
for (const name of [...imported].sort()) {
  const range = apiPackage.dependencies?.[name];
  if (!range) fail(`the server imports ${name}, which is not in ${API}/package.json dependencies`);
  if (name.startsWith('@dongman/'))
    fail(`the server imports ${name} at run time; bundle it instead`);
  dependencies[name] = range;
}

// ── 3. The dependency tree: the repository's lockfile, cut down to what those packages need ──────
const lock = readJson(join(root, 'package-lock.json'));
const installed = lock.packages;

/** Node's lookup over lockfile locations: `from`/node_modules/name, then each folder above. */
function lookup(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const parts = dir.split('/');
    parts.pop();
    if (parts.at(-1)?.startsWith('@')) parts.pop();
    if (parts.at(-1) === 'node_modules') parts.pop();
    dir = parts.join('/');
  }
}

/** A package's edges: [name, optional]. Optional peers are only there when someone else needs them. */
function edgesOf(entry) {
  const edges = [];
  for (const name of Object.keys(entry.dependencies ?? {})) edges.push([name, false]);
  for (const name of Object.keys(entry.optionalDependencies ?? {})) edges.push([name, true]);
  for (const name of Object.keys(entry.peerDependencies ?? {}))
    if (!entry.peerDependenciesMeta?.[name]?.optional) edges.push([name, false]);
  return edges;
}

// Walk from the API workspace, as Node would resolve in the repository.
const needed = new Map(); // location in the repository → { required: reached without an optional edge }
const edges = []; // [from location, name, to location]
const queue = Object.keys(dependencies).map((name) => [API, name, false]);
while (queue.length > 0) {
  const [from, name, optional] = queue.shift();
  const to = lookup(installed, from, name);
  if (!to) {
    if (optional) continue;
    fail(`${from} needs ${name}, which the lockfile does not have`);
  }
  if (installed[to].link) fail(`${from} needs the workspace package ${name} at run time`);
  edges.push([from, name, to]);
  const known = needed.get(to);
  if (known && (known.required || optional)) continue;
  needed.set(to, { required: !optional });
  for (const [dep, isOptional] of edgesOf(installed[to]))
    queue.push([to, dep, optional || isOptional]);
}

// Place them in the release: the API workspace's own node_modules become the top level. Where that
// meets a hoisted package of the same name (another version), the one the server imports itself
// keeps the top, and the other goes under each package that needs it.
const nameOf = (location) => location.slice(location.lastIndexOf('node_modules/') + 13);
const wanted = (location) =>
  location.startsWith(`${API}/`) ? location.slice(API.length + 1) : location;
const byTarget = new Map();
for (const location of needed.keys()) {
  const target = wanted(location);
  byTarget.set(target, [...(byTarget.get(target) ?? []), location]);
}
const placed = new Map(); // location in the release → location in the repository
const placesOf = (location) =>
  location === API ? [''] : [...placed].filter(([, from]) => from === location).map(([at]) => at);
const displaced = [];
for (const [target, locations] of byTarget) {
  if (locations.length === 1) {
    placed.set(target, locations[0]);
    continue;
  }
  const direct = edges.find(([from, , to]) => from === API && locations.includes(to))?.[2];
  const keeper = direct ?? locations.find((l) => !l.startsWith(`${API}/`));
  placed.set(target, keeper);
  displaced.push(...locations.filter((l) => l !== keeper));
}
for (const location of displaced) {
  // The displaced package's own nested packages move with it.
  const subtree = [...placed].filter(([, from]) => from.startsWith(`${location}/`));
  for (const [at] of subtree) placed.delete(at);
  for (const [from] of edges.filter(([, , to]) => to === location)) {
    for (const base of placesOf(from)) {
      const at = `${base ? `${base}/` : ''}node_modules/${nameOf(location)}`;
      placed.set(at, location);
      for (const [, nested] of subtree) placed.set(`${at}${nested.slice(location.length)}`, nested);
    }
  }
}

// Every edge must resolve in the release to the same package as in the repository.
const tree = Object.fromEntries([...placed.keys()].map((at) => [at, true]));
const same = (a, b) =>
  a === b || (installed[a].version === installed[b].version && nameOf(a) === nameOf(b));
for (const [at, location] of [['', API], ...placed]) {
  for (const [from, name, to] of edges) {
    if (from !== location) continue;
    const found = lookup(tree, at, name);
    if (!found || !same(placed.get(found), to))
      fail(
        `in the release, ${at || 'the server'} would load ${found ? placed.get(found) : 'nothing'} for ${name}, not ${to}`,
      );
  }
}

// ── 4. Write the release ───────────────────────────────────────────────────────────────────────
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'dist'), { recursive: true });
for (const file of readdirSync(dists.api)) {
  if (/\.d\.[cm]?ts$/.test(file)) continue;
  cpSync(join(dists.api, file), join(out, 'dist', file));
}
cpSync(dists.site, join(out, 'site'), { recursive: true });
cpSync(dists.admin, join(out, 'admin'), { recursive: true });
cpSync(join(root, 'openapi.yaml'), join(out, 'openapi.yaml'));
cpSync(join(root, 'deploy'), join(out, 'deploy'), {
  recursive: true,
  filter: (source) => !source.endsWith('/deploy/.env'), // a filled-in copy holds secrets
});
writeFileSync(
  join(out, 'server.js'),
  `// 动漫素材会员站: \`node server.js\` (settings from the environment; \`npm run doctor\` checks them).
// Stack traces point into the sources when the build wrote source maps.
process.setSourceMapsEnabled(true);
await import('./dist/server.js');
`,
);
writeFileSync(
  join(out, 'release.json'),
  `${JSON.stringify({ name: '动漫素材会员站', version: apiPackage.version, commit, builtAt: new Date().toISOString() }, null, 2)}\n`,
);

const allowScripts = Object.fromEntries(
  Object.entries(readJson(join(root, 'package.json')).allowScripts ?? {}).filter(([name]) =>
    [...placed.values()].some((location) => nameOf(location) === name),
  ),
);
const releasePackage = {
  name: 'dongman-release',
  version: apiPackage.version,
  private: true,
  type: 'module',
  description: '动漫素材会员站 — a built release: `node server.js`',
  engines: readJson(join(root, 'package.json')).engines,
  scripts: {
    start: 'node server.js',
    doctor: 'node dist/doctor.js',
    staff: 'node dist/staff.js',
    'ledger:verify': 'node dist/ledger-verify.js',
    reconcile: 'node dist/reconcile.js',
    'previews:rebuild': 'node dist/rebuild-previews.js',
    'rotate-secret': 'node dist/rotate-secret.js',
  },
  dependencies,
  ...(Object.keys(allowScripts).length > 0 ? { allowScripts } : {}),
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(releasePackage, null, 2)}\n`);

const DROPPED = new Set(['dev', 'devOptional', 'peer', 'optional']);
const lockPackages = {
  '': { name: releasePackage.name, version: releasePackage.version, dependencies },
};
for (const at of [...placed.keys()].sort()) {
  const location = placed.get(at);
  const entry = Object.fromEntries(
    Object.entries(installed[location]).filter(([key]) => !DROPPED.has(key)),
  );
  if (!needed.get(location).required) entry.optional = true;
  lockPackages[at] = entry;
}
writeFileSync(
  join(out, 'package-lock.json'),
  `${JSON.stringify({ name: releasePackage.name, version: releasePackage.version, lockfileVersion: 3, requires: true, packages: lockPackages }, null, 2)}\n`,
);

// node_modules: each package's own files (not its nested node_modules: those are placed above).
let copied = 0;
for (const at of [...placed.keys()].sort()) {
  const source = join(root, placed.get(at));
  if (!existsSync(source)) continue; // an optional package for another platform
  const nested = join(source, 'node_modules');
  cpSync(source, join(out, at), {
    recursive: true,
    filter: (path) => path !== nested && !path.startsWith(`${nested}/`),
  });
  copied += 1;
}

const relative = out.startsWith(`${process.cwd()}/`) ? out.slice(process.cwd().length + 1) : out;
console.log(
  `release: ${relative}/ — server, site, console and ${copied} production packages (of ${placed.size} in its lockfile). Run it with: cd ${relative} && node server.js`,
);
