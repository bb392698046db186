import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../services/caller.js';

const USER_AGENT_MAX = 300;

/**
 * The plain view of a request that services take (services/caller.ts). The session reads and
 * writes through to `request.session`, so hooks after the handler see what a service did.
 */
export function callerOf(request: FastifyRequest, reply: FastifyReply): Caller {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
    get session() {
      return request.session;
    },
    set session(session) {
      request.session = session;
    },
    cookies: {
      get: (name) => request.cookies[name],
      set: (name, value, options) => void reply.setCookie(name, value, options),
      clear: (name, options) => void reply.clearCookie(name, options),
    },
  };
}
