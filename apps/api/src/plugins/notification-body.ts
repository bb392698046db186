import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Provider notifications are signed over the exact bytes sent, and Alipay posts form fields. Only
// notification routes and the sandbox cashier's forms accept a form body; everywhere else it stays
// a 400 envelope.

/** The error Fastify gives a body of a type it has no parser for: a 415 envelope. */
export function unsupportedMediaType(): Error {
  return Object.assign(new Error('unsupported media type'), {
    statusCode: 415,
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  });
}

export function installNotificationBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      const route = request.routeOptions.config;
      if (!route.signedNotification && !route.xsrfExempt) {
        done(unsupportedMediaType(), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** preParsing hook of notification routes: keeps the body as received in request.rawBody. */
export async function keepRawBody(request: FastifyRequest, _reply: unknown, payload: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
  const raw = Buffer.concat(chunks);
  request.rawBody = raw.toString('utf8');
  return Readable.from([raw]);
}
