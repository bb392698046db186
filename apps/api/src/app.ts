import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { Http2SecureServer } from 'node:http2';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { badRequest } from './lib/errors.js';
import { resolveConfig, type AppConfig, type AppOptions } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrations.js';
import { appSecretReader, type AppSecretReader } from './db/secret.js';
import { loadSpec } from './openapi/spec.js';
import { installConsoleOrigin } from './plugins/console-origin.js';
import { installCors } from './plugins/cors.js';
import { clientErrorHandler, frameworkErrors, installEnvelope } from './plugins/envelope.js';
import { RequestLog } from './plugins/request-logging.js';
import { requestLogger } from './plugins/request-logging.js';
import { installNotificationBodies } from './plugins/notification-body.js';
import { installOperations } from './plugins/operations.js';
import { installSecurity } from './plugins/security.js';
import { installSessions } from './plugins/session.js';
import { installStaticSite } from './plugins/static-site.js';
import { installValidation } from './plugins/validation.js';
import { installXsrf } from './plugins/xsrf.js';
import { installTestClock } from './lib/test-clock.js';
import { tlsServerOptions } from './lib/tls.js';
import { buildPaymentRegistry, type PaymentRegistry } from './payments/registry.js';
import { runScheduledReconciliation } from './services/reconciliation.js';
import type { PaymentProvider } from './payments/types.js';
import { registerRoutes } from './routes/index.js';
import { closeExpiredOrders } from './services/payments.js';
import { resolveOpenRefunds } from './services/refunds.js';
import { seedDatabase } from './seed/index.js';
import { seedMaterialFiles } from './seed/materials.js';
import { moveInlineReportImages } from './services/report-images.js';
import { backfillZipContents } from './services/zip-backfill.js';
import { mediaPreviews, type MediaPreviews } from './services/media-previews.js';
import { captchaFromConfig } from './services/captcha-hosted.js';
import { aliyunSmsProvider, outboxSmsProvider, type SmsProvider } from './services/sms-provider.js';
import { builtInCaptcha, type CaptchaProvider } from './services/captcha.js';
import { bootstrapOwner } from './services/staff-auth.js';
import type { SpeechProvider } from './services/speech.js';
import { speechProviderFor } from './services/speech-registry.js';
import { dubbingQueueFor } from './services/dubbing-queue.js';
import { storageFor } from './storage/configured.js';
import type { FileStorage } from './storage/storage.js';
import './types.js';

export type { AppConfig, AppOptions } from './config.js';
export type { AppContext } from './context.js';

export interface BuildOptions extends AppOptions {
  /** false silences logs (tests); an object is passed to Fastify's pino logger. */
  logger?: boolean | Exclude<FastifyServerOptions['logger'], undefined>;
  /** Where the default logger writes (stdout when left out); tests capture logs with it. */
  logStream?: { write(line: string): void };
  /** Replaces the engine chosen by `speech` / SPEECH_PROVIDER (tests). */
  speechProvider?: SpeechProvider;
  /** Replaces the storage backend chosen by `storage` (tests). */
  fileStorage?: FileStorage;
  /** Replaces the SMS provider chosen by `smsProvider` (tests). */
  sms?: SmsProvider;
  /** Payment providers to use instead of building them from settings (tests with mocked HTTP). */
  paymentProviders?: PaymentProvider[];
  captcha?: CaptchaProvider;
}

/** How often abandoned pending orders are looked for and closed. */
const ORDER_SWEEP_MS = 60_000;

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
        '*.smsCode',
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
  const handle = openDatabase({ ...config, poolSize: config.databasePoolSize });
  let secret: AppSecretReader;
  let payments: PaymentRegistry;
  try {
    await migrateToLatest(handle, config.now());
    await seedDatabase(handle, {
      documents: config.seedDocuments,
      now: config.now(),
      demo: config.seedDemo,
      passwordHashCost: config.passwordHashCost,
    });
    secret = await appSecretReader(handle.db);
    payments = await buildPaymentRegistry(handle.db, config, options.paymentProviders);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const ctx: AppContext = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    // Read through (refreshed before each request, at most once a second), so
    // `npm run rotate-secret` reaches running servers.
    get secret() {
      return secret.current();
    },
    speech: options.speechProvider ?? speechProviderFor(config.speech),
    // Replaced below once the logger exists.
    dubbingQueue: { kind: 'memory', enqueue: async () => undefined, close: async () => undefined },
    storage: options.fileStorage ?? (await storageFor(config)),
    // Replaced below once the logger exists.
    media: undefined as unknown as MediaPreviews,
    // Replaced below once the logger exists (the outbox writes to it).
    sms: options.sms ?? aliyunSmsProvider(config.aliyunSms),
    payments,
    // Replaced below once the logger exists (a hosted captcha logs its outages).
    captcha: options.captcha ?? builtInCaptcha,
  };

  const serverOptions = {
    logger: loggerOptions(config, options.logger, options.logStream),
    trustProxy: config.trustProxy,
    logController: new RequestLog(config),
    childLoggerFactory: requestLogger,
    frameworkErrors,
    clientErrorHandler,
  };
  // Over TLS the server speaks HTTP/2 (and HTTP/1.1); the routes use only what both share.
  const app = (config.tls
    ? Fastify({
        ...serverOptions,
        http2: true,
        https: await tlsServerOptions(config.tls),
      } as unknown as FastifyHttp2SecureOptions<Http2SecureServer>)
    : Fastify(serverOptions)) as unknown as FastifyInstance;
  app.decorate('ctx', ctx);
  if (!options.sms && config.smsProvider === 'outbox')
    ctx.sms = outboxSmsProvider(config.smsOutboxFile, (line) => app.log.warn(line), config.now);
  if (!options.captcha) ctx.captcha = captchaFromConfig(config.captchaProvider, app.log);
  app.decorateRequest('staff', null);
  if (await bootstrapOwner(ctx)) app.log.info('console: created the owner account admin');
  const sweep = setInterval(() => {
    void closeExpiredOrders(ctx, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'order sweep failed'),
    );
    // Refunds without a final answer: asked about again when due.
    void resolveOpenRefunds(ctx, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'refund sweep failed'),
    );
    // The daily reconciliation of yesterday, when RECONCILE_DAILY_AT is set.
    void runScheduledReconciliation(ctx).catch((error: unknown) =>
      app.log.warn({ err: error }, 'scheduled reconciliation failed'),
    );
  }, ORDER_SWEEP_MS);
  sweep.unref();
  ctx.dubbingQueue = await dubbingQueueFor(ctx, app.log);
  ctx.media = mediaPreviews(ctx, app.log);
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await ctx.media.close(); // stops ffmpeg; an unfinished preview is made at a later start
    await ctx.dubbingQueue.close(); // workers finish their try before the database closes
    await handle.close();
  });
  // Callback style: the secret is fresh on nearly every request, and an async hook costs a promise.
  app.addHook('onRequest', (_request, _reply, done) => {
    const refreshing = secret.refreshIfStale();
    if (refreshing) refreshing.then(() => done(), done);
    else done();
  });

  try {
    await app.register(cookie);
    // Streaming uploads (avatars here; material uploads in the console): one file per request.
    await app.register(multipart, {
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, parts: 11 },
    });
    // Only upload routes (config.multipart) take multipart bodies; elsewhere it is bad input.
    app.addHook('preValidation', (request, _reply, done) => {
      const accepts = request.routeOptions.config?.multipart;
      if (request.isMultipart() && !accepts)
        done(badRequest('不支持的请求体类型，请使用 application/json'));
      else done();
    });
    if (config.testClock) installTestClock(app);
    installValidation(app);
    installNotificationBodies(app);
    installEnvelope(app);
    await installSecurity(app, ctx);
    // Before CORS: a preflight from another origin to the console API is refused outright.
    installConsoleOrigin(app, ctx);
    await installCors(app, ctx);
    installSessions(app, ctx);
    installXsrf(app, ctx);
    installOperations(app, ctx, handle);
    const files = async () => {
      // The demo's material files (production databases hold no demo documents).
      if (config.seedDemo) await seedMaterialFiles(ctx);
      // Report images kept inline by earlier versions go to the storage (once).
      const moved = await moveInlineReportImages(ctx, app.log);
      if (moved > 0) app.log.info(`moved the images of ${moved} reports into the file storage`);
      // ZIPs stored before their file lists were read at upload (once each).
      const listed = await backfillZipContents(ctx);
      if (listed > 0) app.log.info(`read the file lists of ${listed} ZIP materials`);
      // Video and audio previews left to make (earlier uploads, the seed's, stopped workers):
      // in the background, the server does not wait for ffmpeg to answer.
      void ctx.media.start().catch((err: unknown) => {
        app.log.warn({ err }, 'media previews could not start');
      });
    };
    const routes = async () => {
      await registerRoutes(app, ctx, spec);
      return installStaticSite(app, config);
    };
    // A first start's file seeding waits on image rendering and the disk, and registering the
    // routes is work for the CPU: side by side. Both settle before an error is thrown.
    const [filed, routed] = await Promise.allSettled([files(), routes()]);
    if (filed.status === 'rejected') throw filed.reason;
    if (routed.status === 'rejected') throw routed.reason;
    const site = routed.value;
    app.addHook('onReady', async () => {
      app.log.info(
        site ? `site: serving ${config.siteDist}` : 'site: not built yet, serving the API only',
      );
      if (ctx.sms.name === 'outbox')
        app.log.warn(
          'SMS: development outbox — codes are written to the log and /dev/outbox, not sent',
        );
      if (config.captchaTestCode)
        app.log.warn('CAPTCHA_TEST_CODE is set: every captcha answer is fixed (tests only)');
      if (payments.all.length === 0)
        app.log.warn('no payment provider configured (PAYMENT_PROVIDERS): recharge is unavailable');
      else app.log.info(`payment providers: ${payments.all.map((p) => p.name).join(', ')}`);
      for (const warning of config.warnings) app.log.warn(warning);
    });
  } catch (error) {
    // e.g. an operation of openapi.yaml without a handler: release the database file.
    await handle.close();
    throw error;
  }
  return app;
}
