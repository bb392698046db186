import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { resolveConfig, type AppConfig, type AppOptions } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type RawDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrations.js';
import { loadSpec } from './openapi/spec.js';
import { installEnvelope } from './plugins/envelope.js';
import { installSecurity } from './plugins/security.js';
import { installSessions } from './plugins/session.js';
import { installStaticSite } from './plugins/static-site.js';
import { installValidation } from './plugins/validation.js';
import { installXsrf } from './plugins/xsrf.js';
import { registerRoutes } from './routes/index.js';
import { seedDatabase } from './seed/index.js';
import { toneSpeechProvider, type SpeechProvider } from './services/speech.js';
import './types.js';

export type { AppConfig, AppOptions } from './config.js';
export type { AppContext } from './context.js';

export interface BuildOptions extends AppOptions {
  /** false silences logs (tests); an object is passed to Fastify's pino logger. */
  logger?: boolean | Exclude<FastifyServerOptions['logger'], undefined>;
  /** Where the default logger writes (stdout when left out); tests capture logs with it. */
  logStream?: { write(line: string): void };
  speech?: SpeechProvider;
}

/** Persisted once per database so every server process signs links with the same key. */
function appSecret(raw: RawDatabase): string {
  raw
    .prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('app_secret', ?)`)
    .run([randomBytes(32).toString('base64url')]);
  return String(raw.prepare(`SELECT value FROM meta WHERE key = 'app_secret'`).pluck().all([])[0]);
}

function loggerOptions(
  config: AppConfig,
  logger: BuildOptions['logger'],
  stream: BuildOptions['logStream'],
) {
  if (logger !== undefined && logger !== true) return logger;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Never log secrets: cookies, tokens, passwords, captcha answers.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.confirmPassword',
        '*.captchaCode',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        // Download links carry a signed token in the path.
        url: req.url.replace(/^\/api\/download\/[^?]+/, '/api/download/[token]'),
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * The whole server: database (migrated and seeded on first start), API routes from
 * openapi.yaml and, when built, the site. Used by src/server.ts and by tests.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const spec = loadSpec(config.openapiFile);
  const handle = openDatabase(config.dbFile);
  try {
    await migrateToLatest(handle.raw, config.now());
    await seedDatabase(handle.raw, { documents: config.seedDocuments, now: config.now() });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const ctx: AppContext = {
    db: handle.db,
    raw: handle.raw,
    config,
    secret: appSecret(handle.raw),
    speech: options.speech ?? toneSpeechProvider,
  };

  const app = Fastify({
    logger: loggerOptions(config, options.logger, options.logStream),
    trustProxy: config.trustProxy,
  });
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => handle.close());

  try {
    await app.register(cookie);
    installValidation(app);
    installEnvelope(app);
    await installSecurity(app, ctx);
    installSessions(app, ctx);
    installXsrf(app, ctx);
    await registerRoutes(app, ctx, spec);
    const site = await installStaticSite(app, config);
    app.addHook('onReady', async () => {
      app.log.info(
        site ? `site: serving ${config.siteDist}` : 'site: not built yet, serving the API only',
      );
      if (config.captchaTestCode)
        app.log.warn('CAPTCHA_TEST_CODE is set: every captcha answer is fixed (tests only)');
    });
  } catch (error) {
    // e.g. an operation of openapi.yaml without a handler: release the database file.
    await handle.close();
    throw error;
  }
  return app;
}
