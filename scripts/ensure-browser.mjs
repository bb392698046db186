// Browser tests use Debian's Chromium (test tools may not download their own here)
// and Noto CJK fonts (without them Chinese renders as boxes and screenshots drift).
// The dubbing tests and the server's default speech engine need eSpeak NG (espeak-ng); the video
// and audio preview tests and the server's previews need ffmpeg (with ffprobe).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';
import { aptInstall, hasCommand } from './debian-packages.mjs';

const hasFonts = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

const missing = [
  ...(existsSync(chromiumPath) ? [] : ['chromium']),
  ...(hasFonts() ? [] : ['fonts-noto-cjk']),
  ...(hasCommand('espeak-ng') ? [] : ['espeak-ng']),
  ...(hasCommand('ffmpeg') && hasCommand('ffprobe') ? [] : ['ffmpeg']),
];
if (missing.length === 0) process.exit(0);

try {
  aptInstall(missing);
} catch (error) {
  console.error(`Could not install ${missing.join(', ')} with apt-get:`, error.message);
  process.exit(1);
}
