import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { RawDatabase } from './db/connection.js';
import type { Database } from './db/schema.js';
import type { SpeechProvider } from './services/speech.js';

/** What handlers and services need, built once per app in buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  raw: RawDatabase;
  config: AppConfig;
  /** Server secret (persisted in the database) for signing download links and activation codes. */
  secret: string;
  speech: SpeechProvider;
}
