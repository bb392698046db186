import { buildApp } from './app.js';
import { ConfigError } from './config.js';

// CLI entry: `node dist/server.js` (or `node server.js` in a release). Every setting (PORT, HOST,
// NODE_ENV, DATABASE_URL…) is read and checked by src/settings.ts; see apps/api/README.md.
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp();
} catch (error) {
  // A bad configuration is the operator's to fix: every problem, no stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const { PORT: port, HOST: host } = app.ctx.config.settings;
try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}

// PORT=0 picks a free port: print the one actually bound.
const first = app.addresses()[0];
const bound = typeof first === 'object' ? first.port : port;
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const origin = `${app.ctx.config.tls ? 'https' : 'http'}://${shown}:${bound}`;
console.log(`\n  动漫素材会员站已启动：${origin}/   (API: ${origin}/api)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
