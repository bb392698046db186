import { createHash, randomBytes } from 'node:crypto';
import { cookieSameSite } from '../config.js';
import type { AppContext } from '../context.js';
import * as sessions from '../repositories/sessions.js';
import type { SessionRecord } from '../repositories/sessions.js';
import type { Caller, CookieOptions } from './caller.js';

export const SESSION_COOKIE = 'sid';
/** Visitors get a short session so a captcha answer can be bound to them. */
const VISITOR_TTL_MS = 30 * 60_000;
/** "Last seen" in the sessions list is kept to the minute. */
const LAST_SEEN_EVERY_MS = 60_000;

/** The database keeps only a hash: a copy of the file does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function cookieOptions(ctx: AppContext, maxAgeMs?: number): CookieOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: cookieSameSite(ctx.config),
    secure: ctx.config.https,
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}

/** Reads the cookie and loads the session; called for every /api request. */
export async function loadSession(ctx: AppContext, caller: Caller) {
  const token = caller.cookies.get(SESSION_COOKIE);
  if (!token) return;
  const now = ctx.config.now();
  const session = await sessions.findLiveSession(ctx.db, hashToken(token), now);
  if (!session) {
    caller.cookies.clear(SESSION_COOKIE, cookieOptions(ctx));
    return;
  }
  // Sliding expiry for members: active sessions are extended once half their life has passed.
  if (session.userId !== null && session.expiresAt - now < ctx.config.sessionTtlMs / 2) {
    session.expiresAt = now + ctx.config.sessionTtlMs;
    await sessions.extendSession(ctx.db, session.id, session.expiresAt);
    caller.cookies.set(SESSION_COOKIE, token, cookieOptions(ctx, ctx.config.sessionTtlMs));
  }
  if (session.userId !== null)
    await sessions.touchSession(ctx.db, session.id, now, LAST_SEEN_EVERY_MS);
  caller.session = session;
}

/**
 * Starts a fresh session (a new random id) and drops the old one; used at login so a session id
 * planted before login is worthless after it.
 */
export async function startSession(
  ctx: AppContext,
  caller: Caller,
  userId: number | null,
): Promise<SessionRecord> {
  if (caller.session) await sessions.deleteSession(ctx.db, caller.session.id);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.config.now();
  const ttl = userId === null ? VISITOR_TTL_MS : ctx.config.sessionTtlMs;
  const session: SessionRecord = { id: hashToken(token), userId, expiresAt: now + ttl };
  await sessions.insertSession(ctx.db, {
    ...session,
    createdAt: now,
    ip: caller.ip,
    userAgent: caller.userAgent ?? '',
  });
  caller.cookies.set(SESSION_COOKIE, token, cookieOptions(ctx, ttl));
  caller.session = session;
  return session;
}

export async function endSession(ctx: AppContext, caller: Caller) {
  if (caller.session) await sessions.deleteSession(ctx.db, caller.session.id);
  caller.session = null;
  caller.cookies.clear(SESSION_COOKIE, cookieOptions(ctx));
}
