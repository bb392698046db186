// Browser tests use Debian's Chromium (test tools may not download their own here)
// and Noto CJK fonts (without them Chinese renders as boxes and screenshots drift).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';

const hasFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (existsSync(chromiumPath) && hasFonts()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : 'sudo ';
console.log('Installing Chromium and Noto CJK fonts from Debian packages…');
try {
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk`,
    {
      stdio: 'inherit',
    },
  );
} catch (error) {
  console.error('Could not install chromium and fonts-noto-cjk with apt-get:', error.message);
  process.exit(1);
}
