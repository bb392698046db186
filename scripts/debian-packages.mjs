// Installs Debian packages the project needs at run or test time (Chromium and fonts for the
// browser tests, espeak-ng for dubbing) with apt-get, as root or through sudo.
import { execSync } from 'node:child_process';

/** True when `command` is on the PATH. */
export function hasCommand(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

/** apt-get update + install of `packages`; throws when apt-get fails. */
export function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Installing ${packages.join(', ')} from Debian packages…`);
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit' },
  );
}
