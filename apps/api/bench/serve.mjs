#!/usr/bin/env node
// Benchmark server (child process of api.mjs): the built app on a free port with its usual
// settings (logging at LOG_LEVEL, default info), the site left out. Prints "PORT <n>" when ready.
import { createWriteStream } from 'node:fs';

// BENCH_APP: another build to compare with (e.g. a copy of dist/ from before a change).
const { buildApp } = await import(process.env.BENCH_APP ?? '../dist/app.js');
const logFile = process.env.BENCH_LOG_FILE;
const app = await buildApp({
  siteDist: null,
  rateLimitPerMinute: 100_000_000,
  ...(logFile ? { logStream: createWriteStream(logFile) } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.addresses()[0];
if (process.env.BENCH_PROFILE_FILE)
  await (await import('./profiler.mjs')).profileOnRequest(process.env.BENCH_PROFILE_FILE);
console.log(`PORT ${typeof address === 'object' ? address.port : ''}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
// The benchmark holds stdin open; when it ends (or dies), so does this server.
process.stdin.on('end', () => process.exit(0)).resume();
