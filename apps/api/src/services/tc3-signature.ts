import { createHash, createHmac } from 'node:crypto';

// Tencent Cloud API 3.0 signature (TC3-HMAC-SHA256), as its 签名方法 v3 documents it; the test
// reproduces the documentation's worked example (test/tc3-signature.test.ts). Signed headers are
// content-type and host, the ones every call must sign.

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** Product name, the first label of its host: `tts`, `cvm`. */
  service: string;
  /** Host header as sent (with a port when not the default). */
  host: string;
  contentType: string;
  payload: string;
  /** X-TC-Timestamp: Unix seconds. */
  timestamp: number;
}

export interface Tc3Signature {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest();

export function tc3Sign(request: Tc3Request): Tc3Signature {
  // The date of the credential scope is the UTC date of the timestamp, never local time.
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType.trim().toLowerCase()}\nhost:${request.host.trim().toLowerCase()}\n`,
    signedHeaders,
    sha256(request.payload),
  ].join('\n');
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(request.timestamp),
    scope,
    sha256(canonicalRequest),
  ].join('\n');
  const secretDate = hmac(`TC3${request.secretKey}`, date);
  const secretService = hmac(secretDate, request.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${request.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
