import type { AppContext } from './context.js';
import type { Staff, User } from './db/schema.js';
import type { SessionRecord } from './repositories/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, config and services; exposed for tests and tooling. */
    ctx: AppContext;
    /** The ADMIN_PORT listener's bound port once ready (null without ADMIN_PORT). */
    consolePort: number | null;
  }
  interface FastifyRequest {
    /** The live session from the `sid` cookie, if any (visitors get one with the captcha). */
    session: SessionRecord | null;
    /** The logged-in member, set on operations that need a session. */
    member: User | null;
    /** The logged-in operator, set on console operations (staff cookie). */
    staff: Staff | null;
    /** Notification routes only: the body exactly as received (signatures cover it). */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /** A provider's signed notification: no XSRF token, form bodies allowed, raw body kept. */
    signedNotification?: boolean;
    /** A form of the sandbox cashier page (not a member call). */
    xsrfExempt?: boolean;
  }
  interface FastifyContextConfig {
    /** The route takes a multipart body (uploads); every other route refuses one. */
    multipart?: boolean;
  }
}

export {};
