import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wavFile } from '../../src/services/audio-encoding.js';

// Stand-ins for the cloud speech engines, on loopback, made for the tests (no network). Each checks
// a request the way its provider documents it and refuses what the provider would refuse:
// - Azure Speech REST (`POST /cognitiveservices/v1`): the key header or a bearer token from its
//   `POST /sts/v1.0/issueToken`, Content-Type application/ssml+xml, a known X-Microsoft-OutputFormat,
//   a User-Agent, and well-formed SSML of <speak version xmlns xml:lang><voice name><prosody>
//   text and <break time>; answers a RIFF WAV at the format's rate.
// - Tencent Cloud TTS (TextToVoice 2019-08-23): recomputes the TC3-HMAC-SHA256 signature here,
//   from the headers and body it received, with its own code (not the adapter's), checks the
//   X-TC-* headers, the timestamp, and the body's fields and limits; answers base64 WAV in JSON,
//   errors as HTTP 200 with Response.Error, as Tencent does.
// Both can be told to fail next: a rate limit, a 5xx, or no answer at all.

export type Failure = 'rate-limit' | 'server-error' | 'hang' | 'bad-gateway';

/** A WAV that lasts 60 ms per character of text: a voiced buzz, so it is audio and not silence. */
function audioFor(text: string, sampleRate: number): Buffer {
  const chars = [...text.replace(/<[^>]+>/g, '')].length;
  const samples = new Int16Array(Math.round(chars * 0.06 * sampleRate));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 180 * i) / sampleRate));
  return wavFile({ sampleRate, samples });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

abstract class StandIn {
  readonly server: Server;
  /** Every request received, with what the stand-in made of it. */
  readonly requests: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  /** What went wrong with requests that a real provider would refuse (none expected). */
  readonly refused: string[] = [];
  failures: Failure[] = [];
  private hanging: ServerResponse[] = [];

  constructor() {
    this.server = createServer((req, res) => {
      void readBody(req).then((body) => {
        this.requests.push({ url: req.url ?? '', headers: req.headers, body });
        const failure = this.failures.shift();
        if (failure === 'hang') {
          this.hanging.push(res);
          return;
        }
        if (failure) return this.fail(res, failure);
        this.handle(req, body, res);
      });
    });
  }

  protected abstract handle(req: IncomingMessage, body: string, res: ServerResponse): void;
  protected abstract fail(res: ServerResponse, failure: Failure): void;

  protected refuse(res: ServerResponse, status: number, why: string, body?: unknown) {
    this.refused.push(why);
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? { error: why }));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

// ---------------------------------------------------------------- Azure Speech

const AZURE_FORMATS: Record<string, number> = {
  'riff-16khz-16bit-mono-pcm': 16000,
  'riff-24khz-16bit-mono-pcm': 24000,
  'riff-48khz-16bit-mono-pcm': 48000,
};

/**
 * Elements our SSML may hold, and where: speak > voice > [mstts:express-as >] prosody >
 * (text | break).
 */
const SSML_PARENT: Record<string, string | null> = {
  speak: null,
  voice: 'speak',
  'mstts:express-as': 'voice',
  prosody: 'voice',
  break: 'prosody',
};

/** The SSML checked as XML and as Azure reads it; returns its problems and its parts. */
export function checkAzureSsml(ssml: string) {
  const problems: string[] = [];
  const voices: string[] = [];
  const rates: string[] = [];
  const pitches: string[] = [];
  const breaks: number[] = [];
  const styles: string[] = [];
  let mstts = false;
  let text = '';
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z:-]+)((?:\s+[a-zA-Z:]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const m of ssml.matchAll(tag)) {
    const between = ssml.slice(last, m.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(between)) problems.push(`bad text: ${between}`);
    if (between.trim() && stack.at(-1) !== 'prosody') problems.push(`text outside prosody`);
    text += between;
    last = m.index + m[0].length;
    const [, closing, name, attrText, selfClosing] = m as unknown as string[];
    const attrs = Object.fromEntries(
      [...attrText!.matchAll(/([a-zA-Z:]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]),
    );
    if (!(name! in SSML_PARENT)) problems.push(`unknown element ${name}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
      continue;
    }
    const parent = stack.at(-1) ?? null;
    const styled = name === 'prosody' && parent === 'mstts:express-as';
    if (parent !== SSML_PARENT[name!] && !styled) problems.push(`${name} misplaced`);
    if (name === 'speak') {
      if (attrs.version !== '1.0') problems.push('speak without version="1.0"');
      if (attrs.xmlns !== 'http://www.w3.org/2001/10/synthesis') problems.push('speak xmlns');
      if (!/^zh-CN$/.test(attrs['xml:lang'] ?? '')) problems.push('speak xml:lang');
      mstts = attrs['xmlns:mstts'] === 'https://www.w3.org/2001/mstts';
    }
    if (name === 'mstts:express-as') {
      // Azure's speaking styles: lower-case words joined by hyphens (newscast-casual, …).
      if (!mstts) problems.push('mstts:express-as without xmlns:mstts on speak');
      if (!/^[a-z]+(-[a-z]+)*$/.test(attrs.style ?? '')) problems.push(`style ${attrs.style}`);
      styles.push(attrs.style ?? '');
    }
    if (name === 'voice') voices.push(attrs.name ?? '');
    if (name === 'prosody') {
      if (!/^[+-]\d{1,3}%$/.test(attrs.rate ?? '')) problems.push(`prosody rate ${attrs.rate}`);
      // Relative pitch: a percentage or semitones ("+2st").
      if (attrs.pitch !== undefined && !/^[+-]\d{1,2}(st|%)$/.test(attrs.pitch))
        problems.push(`prosody pitch ${attrs.pitch}`);
      rates.push(attrs.rate ?? '');
      pitches.push(attrs.pitch ?? '');
    }
    if (name === 'break') {
      const ms = /^(\d+)ms$/.exec(attrs.time ?? '');
      // Azure takes 0–20 000 ms per break.
      if (!ms || Number(ms[1]) > 20_000) problems.push(`break time ${attrs.time}`);
      else breaks.push(Number(ms[1]));
      if (!selfClosing) problems.push('break not empty');
    }
    if (!selfClosing) stack.push(name!);
  }
  if (ssml.slice(last).trim() || stack.length) problems.push('unclosed document');
  return { problems, voices, rates, pitches, breaks, styles, text };
}

export class AzureStandIn extends StandIn {
  readonly key = randomBytes(16).toString('hex');
  readonly tokens = new Set<string>();
  tokenRequests = 0;

  protected handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const h = req.headers;
    if (req.method === 'POST' && req.url === '/sts/v1.0/issueToken') {
      if (h['ocp-apim-subscription-key'] !== this.key)
        return this.refuse(res, 401, 'token: bad key');
      this.tokenRequests += 1;
      const token = `tok-${randomBytes(8).toString('hex')}`;
      this.tokens.add(token);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(token);
      return;
    }
    if (req.method !== 'POST' || req.url !== '/cognitiveservices/v1')
      return this.refuse(res, 404, `unknown ${req.method} ${req.url}`);
    const bearer = /^Bearer (.+)$/.exec(h.authorization ?? '')?.[1];
    if (h['ocp-apim-subscription-key'] !== this.key && !(bearer && this.tokens.has(bearer)))
      return this.refuse(res, 401, 'no valid key or token');
    if (h['content-type'] !== 'application/ssml+xml')
      return this.refuse(res, 400, `content-type ${h['content-type']}`);
    const rate = AZURE_FORMATS[String(h['x-microsoft-outputformat'])];
    if (!rate) return this.refuse(res, 400, `output format ${h['x-microsoft-outputformat']}`);
    if (!h['user-agent']) return this.refuse(res, 400, 'no user-agent');
    const ssml = checkAzureSsml(body);
    if (ssml.problems.length) return this.refuse(res, 400, `ssml: ${ssml.problems.join('; ')}`);
    res.writeHead(200, { 'content-type': 'audio/x-wav' }).end(audioFor(ssml.text, rate));
  }

  protected fail(res: ServerResponse, failure: Failure) {
    if (failure === 'rate-limit')
      res.writeHead(429, { 'retry-after': '7' }).end('Too many requests');
    else if (failure === 'bad-gateway') res.writeHead(502).end('Bad gateway');
    else res.writeHead(503).end('Service unavailable');
  }
}

// ---------------------------------------------------------------- Tencent Cloud TTS

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (k: string | Buffer, s: string) => createHmac('sha256', k).update(s, 'utf8').digest();

export class TencentStandIn extends StandIn {
  readonly secretId = `AKID${randomBytes(12).toString('hex')}`;
  readonly secretKey = randomBytes(16).toString('hex');
  /** The Text of every accepted call. */
  readonly texts: string[] = [];
  /** VoiceType, Speed and Volume of every accepted call. */
  readonly voices: { voiceType: number; speed: number; volume: number }[] = [];
  /** Unix seconds the stand-in believes it is (Tencent allows 5 minutes either way). */
  now = () => Math.floor(Date.now() / 1000);
  /** Error codes to answer next (HTTP 200 with Response.Error). */
  errors: string[] = [];

  private error(res: ServerResponse, code: string, message: string) {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ Response: { Error: { Code: code, Message: message }, RequestId: 'rid' } }),
      );
  }

  protected handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const h = req.headers;
    const bad = (why: string, code = 'InvalidParameter') => {
      this.refused.push(why);
      this.error(res, code, why);
    };
    if (req.method !== 'POST' || req.url !== '/') return bad(`${req.method} ${req.url}`);
    if (h['content-type'] !== 'application/json; charset=utf-8')
      return bad(`content-type ${h['content-type']}`);
    if (h['x-tc-action'] !== 'TextToVoice') return bad(`action ${h['x-tc-action']}`);
    if (h['x-tc-version'] !== '2019-08-23') return bad(`version ${h['x-tc-version']}`);
    if (!h['x-tc-region']) return bad('no region');
    const timestamp = Number(h['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(this.now() - timestamp) > 300)
      return bad(`timestamp ${h['x-tc-timestamp']}`, 'AuthFailure.SignatureExpire');
    // The signature, recomputed from what arrived, as 签名方法 v3 describes.
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/tts\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        h.authorization ?? '',
      );
    if (!auth) return bad(`authorization ${h.authorization}`, 'AuthFailure.SignatureFailure');
    const [, id, date, signedHeaders, signature] = auth;
    if (id !== this.secretId) return bad('unknown SecretId', 'AuthFailure.SecretIdNotFound');
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10))
      return bad(
        'credential date is not the UTC date of the timestamp',
        'AuthFailure.SignatureFailure',
      );
    const names = signedHeaders!.split(';');
    if (!names.includes('content-type') || !names.includes('host'))
      return bad('content-type and host must be signed', 'AuthFailure.SignatureFailure');
    const canonicalHeaders = names
      .map(
        (name) =>
          `${name}:${String(h[name] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/tts/tc3_request\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(`TC3${this.secretKey}`, date!), 'tts'), 'tc3_request');
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature)
      return bad('signature does not match', 'AuthFailure.SignatureFailure');
    const queued = this.errors.shift();
    if (queued) return this.error(res, queued, `${queued} (stand-in)`);
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return bad('body is not JSON');
    }
    const text = params.Text;
    if (typeof text !== 'string' || !text.trim()) return bad('Text missing');
    if ([...text.replace(/<[^>]+>/g, '')].length > 150)
      return bad('Text over 150 characters', 'InvalidParameterValue.TextTooLong');
    if (typeof params.SessionId !== 'string' || !params.SessionId) return bad('SessionId missing');
    if (!Number.isInteger(params.VoiceType)) return bad('VoiceType');
    if (params.Codec !== 'wav') return bad(`Codec ${String(params.Codec)}`);
    if (params.SampleRate !== 16000 && params.SampleRate !== 8000) return bad('SampleRate');
    const speed = Number(params.Speed ?? 0);
    if (!(speed >= -2 && speed <= 6)) return bad(`Speed ${String(params.Speed)}`);
    const volume = Number(params.Volume ?? 0);
    if (!(volume >= -10 && volume <= 10)) return bad(`Volume ${String(params.Volume)}`);
    this.texts.push(text);
    this.voices.push({ voiceType: params.VoiceType as number, speed, volume });
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        Response: {
          Audio: audioFor(text, params.SampleRate).toString('base64'),
          SessionId: params.SessionId,
          Subtitles: [],
          RequestId: randomBytes(8).toString('hex'),
        },
      }),
    );
  }

  protected fail(res: ServerResponse, failure: Failure) {
    if (failure === 'rate-limit')
      return this.error(res, 'RequestLimitExceeded', '请求的次数超过了频率限制');
    if (failure === 'bad-gateway') res.writeHead(502).end('Bad gateway');
    else this.error(res, 'InternalError', '内部错误');
  }
}
