import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors.js';
import { validationMessage, type SchemaError } from '../lib/validation-messages.js';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空，请发送 JSON 对象',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求体类型，请使用 application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_REQ_FILE_TOO_LARGE: '文件过大',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用 multipart/form-data 上传文件',
  FST_ERR_BAD_URL: '请求地址无效：包含无法解码的字符',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
  FST_ERR_ASYNC_CONSTRAINT: '请求无效',
  FST_ERR_CTP_INVALID_TYPE: '不支持的请求体类型，请使用 application/json',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: '不支持的请求体类型，请使用 application/json',
};

// The envelope codes the contract knows; any other client error is reported as 400.
const PASS_THROUGH = new Set([400, 401, 402, 403, 404, 409, 413, 414, 415, 416, 429]);

function clientFailure(error: FastifyError): { code: number; message: string } {
  const status = error.statusCode ?? 400;
  const code = PASS_THROUGH.has(status) ? status : 400;
  const message =
    FRAMEWORK_MESSAGES[error.code] ?? (status === 429 ? '请求过于频繁，请稍后再试' : '请求无效');
  return { code, message };
}

/**
 * Fastify answers some requests before any route or hook runs (a URL that cannot be decoded, a
 * path parameter too long): given to the constructor as `frameworkErrors`, so those answer the
 * envelope too instead of Fastify's own `{error, statusCode}` body.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const { code, message } = clientFailure(error);
  void reply
    .code(code)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code, message, data: null }));
}

/**
 * Every failure leaves as `{code, message, data: null}` with a zh-CN message: schema errors name
 * the field, framework errors get plain words, and unexpected errors are logged but never shown
 * (no stack traces in responses).
 */
export function installEnvelope(app: FastifyInstance): void {
  // Only JSON bodies: Fastify's built-in text/plain parser would hand a string to handlers that
  // expect an object. Anything else answers 415 in the envelope.
  app.removeContentTypeParser('text/plain');
  // Plain JSON.stringify: handlers build every response explicitly (see services/member-mappers.ts) and
  // the contract tests check them against openapi.yaml.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .send({ code: error.statusCode, message: error.message, data: null });
    }
    if ('validation' in error && error.validation) {
      const message = validationMessage(error.validation as SchemaError[], error.validationContext);
      return reply.code(400).send({ code: 400, message, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const { code, message } = clientFailure(error);
      return reply.code(code).send({ code, message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: '服务器繁忙，请稍后再试', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    // A site route typed without the hash (/home, /twoClass/3?page=2) is a person looking for
    // the page: send them to it rather than answer JSON.
    const hashRoute = siteRouteOf(request.method, request.url);
    if (hashRoute) return reply.redirect(hashRoute);
    return reply.code(404).send({
      code: 404,
      message: `接口不存在：${request.method} ${request.url.split('?')[0]}`,
      data: null,
    });
  });
}

/** Paths the server owns; anything else without a file extension is a route of the site. */
const SERVER_PATHS = /^\/(api|admin|pay|dev|assets)(\/|$)/;

/** `/#/home` for `/home`; null for the API, files and anything but GET/HEAD. */
export function siteRouteOf(method: string, url: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const [path = '/', query] = url.split('?', 2);
  if (path === '/' || SERVER_PATHS.test(path) || /\.[A-Za-z0-9]+$/.test(path)) return null;
  // Only plain route characters: nothing a redirect could be bent with.
  if (!/^(\/[\w\-%.~]+)+\/?$/.test(path)) return null;
  return `/#${path}${query ? `?${query}` : ''}`;
}

const CLIENT_ERROR_BODY = JSON.stringify({ code: 400, message: '请求格式无效', data: null });

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (NUL or a space in the
 * request line, an unknown method, bad chunking, Content-Length with Transfer-Encoding…). Given
 * to Fastify as `clientErrorHandler`: those answer the envelope too, then the connection closes
 * (the parser's state is unknown).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    'HTTP/1.1 400 Bad Request\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\n` +
      'Connection: close\r\n\r\n' +
      CLIENT_ERROR_BODY,
  );
}
