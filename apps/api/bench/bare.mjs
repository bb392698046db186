#!/usr/bin/env node
// The yardstick: a bare Fastify 5 handler answering a fixed JSON body of the same size as the
// read being compared (the body is passed in BENCH_BODY_FILE), no plugins, no logging.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.BENCH_BODY_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.addresses()[0];
if (process.env.BENCH_PROFILE_FILE)
  await (await import('./profiler.mjs')).profileOnRequest(process.env.BENCH_PROFILE_FILE);
console.log(`PORT ${typeof address === 'object' ? address.port : ''}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
// The benchmark holds stdin open; when it ends (or dies), so does this server.
process.stdin.on('end', () => process.exit(0)).resume();
