import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import { unauthorized } from '../lib/errors.js';
import { findUserById } from '../repositories/users.js';
import { deleteSession, purgeExpired } from '../repositories/sessions.js';
import { loadSession, SESSION_COOKIE } from '../services/sessions.js';
import { callerOf } from './request-caller.js';

const PURGE_EVERY_MS = 10 * 60_000;

export function installSessions(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.decorateRequest('member', null);
  // Callback style: without the cookie (most visitors) there is nothing to load — no caller
  // object, no query, no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.cookies[SESSION_COOKIE] || !request.url.startsWith('/api/')) return done();
    loadSession(ctx, callerOf(request, reply)).then(() => done(), done);
  });

  const purge = () =>
    purgeExpired(ctx.db, ctx.config.now(), ctx.config.loginLimits.windowMs).catch((err: unknown) =>
      app.log.warn({ err }, 'session purge failed'),
    );
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}

/** For operations whose security lists the session cookie: 401 unless a member is logged in. */
export function requireMember(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const session = request.session;
    if (!session || session.userId === null) throw unauthorized();
    const user = await findUserById(ctx.db, session.userId);
    // A member locked after logging in loses the session at the next request.
    if (!user || user.status !== 'active') {
      await deleteSession(ctx.db, session.id);
      request.session = null;
      throw unauthorized();
    }
    request.member = user;
  };
}
