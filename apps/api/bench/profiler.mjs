// CPU profile of exactly the measured window, for serve.mjs and bare.mjs when BENCH_PROFILE_FILE is
// set (bench/profile.mjs): "profile start" / "profile stop" on stdin, the file written on stop.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function profileOnRequest(file) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', async (line) => {
    if (line.includes('profile start')) {
      await session.post('Profiler.start');
      console.log('PROFILING');
    } else if (line.includes('profile stop')) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      console.log('PROFILED');
    }
  });
}
