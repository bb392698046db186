import { buildApp } from './app.js';

// CLI entry: `node dist/server.js`. PORT (default 3000), HOST (default localhost), DATA_DIR,
// SITE_DIST, TLS_CERT_FILE/TLS_KEY_FILE, CAPTCHA_TEST_CODE, SEED_DOCUMENTS… — see apps/api/README.md.
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

const app = await buildApp();
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
