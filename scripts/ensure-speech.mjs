// `npm start` on a fresh machine: the default dubbing engine is Debian's eSpeak NG. Installed
// with apt-get when missing; when that cannot be done (no root, not Debian) the server still
// starts, and the dubbing page says the engine is unavailable (jobs wait for it).
import { aptInstall, hasCommand } from './debian-packages.mjs';

const binary = process.env.ESPEAK_NG_PATH || 'espeak-ng';
const provider = process.env.SPEECH_PROVIDER || 'espeak';
if (provider === 'espeak' && !hasCommand(binary)) {
  try {
    aptInstall(['espeak-ng']);
  } catch (error) {
    console.warn(
      `eSpeak NG (espeak-ng) could not be installed (${error.message}); dubbing waits until it is: apt-get install espeak-ng`,
    );
  }
}
