import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../lib/errors.js';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const declaredTooLarge = (maxBytes: number) =>
  new ApiError(413, `文件过大，最大 ${Math.max(1, Math.floor(maxBytes / 1024 / 1024))} MB`);

/**
 * Runs `receive` on the request's one multipart part named `file` (at most `maxBytes`). Upload
 * routes skip the JSON validator, so a request that is not multipart, has no such part or whose
 * body cannot be parsed is refused here as bad input (400), naming the upload as `what`.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  maxBytes: number,
  what: string,
  receive: (part: MultipartFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest(`请使用 multipart/form-data 上传${what}（file）`);
  // A declared length over the limit is refused before one byte is read (413).
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw declaredTooLarge(maxBytes);
  try {
    // One byte over the limit: the receiver's meter (ingestStream) then fails on that byte and the
    // refusal goes out at once. At the limit itself busboy only truncates, silently, and the part
    // ends when the whole rest of the body has arrived (issue 24: uploads drained in full).
    const part = await request.file({ limits: { fileSize: maxBytes + 1 } });
    if (!part || part.fieldname !== 'file') throw badRequest(`请选择要上传的${what}（字段 file）`);
    return await receive(part);
  } catch (error) {
    // A broken multipart body is bad input, not a server failure.
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (error instanceof ApiError || status < 500) throw error;
    throw badRequest(`上传的内容无法解析，请重新选择${what}（file）`);
  }
}
