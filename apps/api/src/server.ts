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
// The console: on its own origin when ADMIN_ORIGIN / ADMIN_PORT is set (ADR 0034), else at /admin/.
const { adminOrigin } = app.ctx.config;
const consoleAt =
  adminOrigin ??
  (app.consolePort === null ? origin : origin.replace(/:\d+$/, `:${app.consolePort}`));
console.log(
  `\n  动漫素材会员站已启动：${origin}/   (API: ${origin}/api)\n  管理后台：${consoleAt}/admin/\n`,
);

// Graceful drain: stop accepting, let requests in flight finish (bounded by SHUTDOWN_TIMEOUT_MS),
// then the onClose hooks close the database pool, Redis and the metrics listener.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const timeout = app.ctx.config.settings.SHUTDOWN_TIMEOUT_MS;
    app.log.info(
      `${signal}: no new connections; finishing requests in flight (up to ${timeout} ms)`,
    );
    const force = setTimeout(() => {
      app.log.error(`shutdown: requests still in flight after ${timeout} ms, closing them`);
      app.server.closeAllConnections();
      process.exit(1);
    }, timeout);
    force.unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
