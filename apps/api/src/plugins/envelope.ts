import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors.js';
import { validationMessage, type SchemaError } from '../lib/validation-messages.js';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空，请发送 JSON 对象',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求体类型，请使用 application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
};

// The envelope codes the contract knows; any other client error is reported as 400.
const PASS_THROUGH = new Set([400, 401, 402, 403, 404, 409, 429]);

/**
 * Every failure leaves as `{code, message, data: null}` with a zh-CN message: schema errors name
 * the field, framework errors get plain words, and unexpected errors are logged but never shown
 * (no stack traces in responses).
 */
export function installEnvelope(app: FastifyInstance): void {
  // Plain JSON.stringify: handlers build every response explicitly (see services/mappers.ts) and
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
      const code = PASS_THROUGH.has(status) ? status : 400;
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (status === 429 ? '请求过于频繁，请稍后再试' : '请求无效');
      return reply.code(code).send({ code, message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: '服务器繁忙，请稍后再试', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      code: 404,
      message: `接口不存在：${request.method} ${request.url.split('?')[0]}`,
      data: null,
    });
  });
}
