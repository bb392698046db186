import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSameSite } from '../config.js';
import type { AppContext } from '../context.js';
import * as sessions from '../repositories/sessions.js';
import type { SessionRecord } from '../repositories/sessions.js';

export const SESSION_COOKIE = 'sid';
/** Visitors get a short session so a captcha answer can be bound to them. */
const VISITOR_TTL_MS = 30 * 60_000;
/** "Last seen" in the sessions list is kept to the minute. */
const LAST_SEEN_EVERY_MS = 60_000;

/** The database keeps only a hash: a copy of the file does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function cookieOptions(ctx: AppContext, maxAgeMs?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: cookieSameSite(ctx.config),
    secure: ctx.config.https,
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}

/** Reads the cookie and loads the session; called for every /api request. */
export async function loadSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const now = ctx.config.now();
  const session = await sessions.findLiveSession(ctx.db, hashToken(token), now);
  if (!session) {
    reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
    return;
  }
  // Sliding expiry for members: active sessions are extended once half their life has passed.
  if (session.userId !== null && session.expiresAt - now < ctx.config.sessionTtlMs / 2) {
    session.expiresAt = now + ctx.config.sessionTtlMs;
    await sessions.extendSession(ctx.db, session.id, session.expiresAt);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx, ctx.config.sessionTtlMs));
  }
  if (session.userId !== null)
    await sessions.touchSession(ctx.db, session.id, now, LAST_SEEN_EVERY_MS);
  request.session = session;
}

/**
 * Starts a fresh session (a new random id) and drops the old one; used at login so a session id
 * planted before login is worthless after it.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number | null,
): Promise<SessionRecord> {
  if (request.session) await sessions.deleteSession(ctx.db, request.session.id);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.config.now();
  const ttl = userId === null ? VISITOR_TTL_MS : ctx.config.sessionTtlMs;
  const session: SessionRecord = { id: hashToken(token), userId, expiresAt: now + ttl };
  await sessions.insertSession(ctx.db, {
    ...session,
    createdAt: now,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx, ttl));
  request.session = session;
  return session;
}

export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await sessions.deleteSession(ctx.db, request.session.id);
  request.session = null;
  reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
}
