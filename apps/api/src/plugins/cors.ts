import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { XSRF_HEADER } from './xsrf.js';

/**
 * Cross-origin use by other sites (CORS_ORIGINS): a listed origin gets CORS headers with
 * credentials, its preflight is answered and the XSRF token header is readable; any other origin
 * gets no CORS headers at all (its preflight is a 404), so the browser keeps it out.
 */
export async function installCors(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const allowed = new Set(ctx.config.corsOrigins);
  if (allowed.size === 0) return;
  await app.register(cors, {
    // Returning the origin itself reflects it; false leaves the response without CORS headers.
    origin: (origin, callback) => callback(null, origin && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', XSRF_HEADER],
    exposedHeaders: [XSRF_HEADER],
    maxAge: 600,
  });
  // Helmet answers `Cross-Origin-Resource-Policy: same-origin`; a listed origin may embed what it
  // fetched (captcha images, report pictures).
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}
