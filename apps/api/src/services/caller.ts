import type { Staff } from '../db/schema.js';
import type { SessionRecord } from '../repositories/sessions.js';

export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'strict' | 'lax' | 'none';
  secure: boolean;
  maxAge?: number;
}

/** The cookies of the request and of the answer; the HTTP layer maps it onto Fastify. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

/**
 * Who is calling, as plain values: what services need from an HTTP request. Built by
 * `callerOf(request, reply)` (plugins/request-caller.ts); tests and tools can build one by hand.
 */
export interface Caller {
  readonly ip: string;
  /** The User-Agent header, at most 300 characters; null when absent. */
  readonly userAgent: string | null;
  /** The live session of the `sid` cookie; starting or ending a session replaces it. */
  session: SessionRecord | null;
  readonly cookies: CookieJar;
}

/** The operator of a console write (the staff guard has set `staff`), for the audit row. */
export interface Actor {
  readonly ip: string;
  readonly staff: Staff | null;
}
