import type { AppContext } from './context.js';
import type { User } from './db/schema.js';
import type { SessionRecord } from './repositories/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, config and services; exposed for tests and tooling. */
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The live session from the `sid` cookie, if any (visitors get one with the captcha). */
    session: SessionRecord | null;
    /** The logged-in member, set on operations that need a session. */
    member: User | null;
  }
}

export {};
