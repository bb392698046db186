// Installs what a real consumer would get from the registry: `npm pack` of each published package,
// unpacked into this app's node_modules (ahead of the workspace links), after checking the tarball
// holds the build, the types and the README and nothing from src/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const packages = ['api-client', 'ui', 'widgets'];
const tarballs = mkdtempSync(join(tmpdir(), 'dongman-pack-'));

try {
  for (const name of packages) {
    const output = execFileSync('npm', ['pack', '--json', '--pack-destination', tarballs], {
      cwd: join(repo, 'packages', name),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [info] = JSON.parse(output);
    const files = info.files.map((file) => file.path);
    for (const required of [
      'README.md',
      'package.json',
      'dist/index.js',
      'dist/index.cjs',
      'dist/index.d.ts',
    ]) {
      if (!files.includes(required))
        throw new Error(`${info.name}: the packed tarball has no ${required}`);
    }
    const stray = files.filter((file) => file.startsWith('src/'));
    if (stray.length > 0)
      throw new Error(`${info.name}: sources in the tarball: ${stray.join(', ')}`);

    const target = join(here, '../node_modules/@dongman', name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    execFileSync('tar', [
      '-xzf',
      join(tarballs, info.filename),
      '-C',
      target,
      '--strip-components=1',
    ]);
    console.log(`packed and installed ${info.name}@${info.version} (${files.length} files)`);
  }
} finally {
  rmSync(tarballs, { recursive: true, force: true });
}
