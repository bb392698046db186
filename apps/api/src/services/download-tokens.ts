import { createHmac, timingSafeEqual } from 'node:crypto';

// Download link tokens: `<payload>.<signature>`, both base64url. The payload is
// `v1.<downloadKey>.<memberId>.<expiresAt>`; the signature is an HMAC-SHA256 of it with the app
// secret. Parsing is strict: exactly these parts, an integer expiry in the future and no further
// ahead than a link lives — a token signed with any other shape is refused, never guessed at.

export const DOWNLOAD_LINK_TTL_MS = 10 * 60_000;

export interface DownloadGrant {
  key: string;
  userId: number;
  expiresAt: number;
}

const TOKEN_SHAPE = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/;
const PAYLOAD_SHAPE = /^v1\.([dc][1-9][0-9]{0,9})\.([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})$/;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`download:${payload}`).digest('base64url');
}

export function createDownloadToken(secret: string, grant: DownloadGrant): string {
  const payload = Buffer.from(`v1.${grant.key}.${grant.userId}.${grant.expiresAt}`).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant, or null for anything but an intact, well-formed, unexpired token. */
export function readDownloadToken(
  secret: string,
  token: string,
  now: number,
  ttlMs = DOWNLOAD_LINK_TTL_MS,
): DownloadGrant | null {
  const parts = TOKEN_SHAPE.exec(token);
  if (!parts) return null;
  const [, payload, signature] = parts as unknown as [string, string, string];
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;

  const fields = PAYLOAD_SHAPE.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!fields) return null;
  const [, key, user, expires] = fields as unknown as [string, string, string, string];
  const userId = Number(user);
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expiresAt)) return null;
  // Expired, or further ahead than any link we issue (a forged or mis-signed far future).
  if (expiresAt <= now || expiresAt > now + ttlMs) return null;
  return { key, userId, expiresAt };
}
