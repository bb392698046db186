/** The envelope every response uses: `{code, message, data}`. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = '操作成功'): Envelope<T> {
  return { code: 200, message, data };
}

/**
 * A failure the person should see. `code` is the envelope code and the HTTP status
 * (400, 401, 402, 403, 404, 409, 429); the message is zh-CN and names the field where it applies.
 */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(code: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.statusCode = code;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = '未登录或登录已过期，请先登录') =>
  new ApiError(401, message);
export const captchaFailed = (message: string) => new ApiError(402, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
/** The row that was looked up, or a 404 with `message` when there is none. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (!value) throw notFound(message);
  return value;
}
export const conflict = (message: string) => new ApiError(409, message);
export const tooMany = (message: string) => new ApiError(429, message);
