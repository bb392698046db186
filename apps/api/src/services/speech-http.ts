import { SpeechUnavailableError } from './speech.js';

// One call to a cloud speech engine, bounded by SPEECH_TIMEOUT_MS. What the engine cannot do right
// now — no answer, a timeout, 429 (rate limit) or a 5xx — is SpeechUnavailableError: the job
// waits and tries again without using up a try (services/dubbing-jobs.ts). Anything else (a 4xx:
// bad key, bad request) is an ordinary error: the try counts, and the last one fails the job.

/** The engine refused the request itself (a 4xx other than 429): trying again will not help soon. */
export class EngineRefusedError extends Error {
  override name = 'EngineRefusedError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface EngineAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A short, printable account of an engine's error body (never the audio). */
function excerpt(body: Buffer): string {
  return body.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 200);
}

export async function callEngine(
  engine: string,
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<EngineAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new SpeechUnavailableError(
      timedOut
        ? `${engine} 超过 ${timeoutMs} ms 未应答`
        : `无法连接 ${engine}：${(error as Error).cause ?? (error as Error).message}`,
    );
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new SpeechUnavailableError(`${engine} 的应答中断：${(error as Error).message}`);
  }
  const answer = { status: response.status, headers: response.headers, body };
  if (response.status === 429)
    throw new SpeechUnavailableError(
      `${engine} 限流（429），稍后重试`,
      retryAfterMs(response.headers.get('retry-after')),
    );
  if (response.status >= 500)
    throw new SpeechUnavailableError(
      `${engine} 暂时不可用（${response.status}）：${excerpt(body)}`,
      retryAfterMs(response.headers.get('retry-after')),
    );
  if (response.status >= 400)
    throw new EngineRefusedError(
      `${engine} 拒绝了请求（${response.status}）：${excerpt(body)}`,
      response.status,
    );
  return answer;
}
