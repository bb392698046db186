// `npm start` on a fresh machine: the default dubbing engine is Debian's eSpeak NG, and video and
// audio previews use Debian's ffmpeg. Installed with apt-get when missing; when that cannot be
// done (no root, not Debian) the server still starts: the dubbing page says the engine is
// unavailable (jobs wait for it), and those materials show no preview.
import { aptInstall, hasCommand } from './debian-packages.mjs';

// Video and audio materials get their previews from Debian's ffmpeg; without it the server still
// starts, those materials show no preview, and the log and `npm run doctor` say so.
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
if (!hasCommand(ffmpeg)) {
  try {
    aptInstall(['ffmpeg']);
  } catch (error) {
    console.warn(
      `ffmpeg could not be installed (${error.message}); video and audio materials get no preview until it is: apt-get install ffmpeg`,
    );
  }
}

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
