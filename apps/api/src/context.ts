import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Dialect } from './db/connection.js';
import type { Database } from './db/schema.js';
import type { SmsProvider } from './services/sms-provider.js';
import type { PaymentRegistry } from './payments/registry.js';
import type { CaptchaProvider } from './services/captcha.js';
import type { SpeechProvider } from './services/speech.js';
import type { BusinessMetrics } from './plugins/operations.js';
import type { DubbingQueue } from './services/dubbing-queue.js';
import type { FileStorage } from './storage/storage.js';
import type { MediaPreviews } from './services/media-previews.js';

/** What handlers and services need, built once per app in buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  /** Which database the server runs on (DATABASE_URL: PostgreSQL, else SQLite). */
  dialect: Dialect;
  config: AppConfig;
  /** Server secret (persisted in the database) for signing download links and activation codes. */
  secret: string;
  speech: SpeechProvider;
  /** Where started dubbing jobs wait for a worker (in-process, or BullMQ with REDIS_URL). */
  dubbingQueue: DubbingQueue;
  /** Material files, previews and avatars (local disk or an S3-compatible store). */
  storage: FileStorage;
  /** Video and audio previews made by ffmpeg in the background (services/media-previews.ts). */
  media: MediaPreviews;
  /** Text messages (account recovery codes); the development outbox outside production. */
  sms: SmsProvider;
  /** Payment providers enabled by PAYMENT_PROVIDERS (see payments/). */
  payments: PaymentRegistry;
  captcha: CaptchaProvider;
  /** Payment and refund counters for /metrics (absent in tools that build a bare context). */
  metrics?: BusinessMetrics;
}
