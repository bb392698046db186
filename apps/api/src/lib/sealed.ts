import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

// Small secrets the server must read back later (card codes, ADR 0038), encrypted at rest with a
// key derived from the app secret: AES-256-GCM, a random 96-bit IV per value, and the key's id in
// the text so a value sealed under another secret is recognised instead of failing as garbage.
// Format: `v1.<keyId>.<iv>.<ciphertext+tag>` (base64url parts).

const VERSION = 'v1';
const TAG_BYTES = 16;

function keyOf(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `dongman:${purpose}`, 32));
}

/** A short, non-secret name of the app secret (which key sealed a value). */
export function secretKeyId(secret: string): string {
  return createHash('sha256').update(`key-id:${secret}`).digest('base64url').slice(0, 8);
}

export function seal(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, secretKeyId(secret), iv.toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

/** The sealed key's id, or null when the text is not a sealed value. */
export function sealedKeyId(sealed: string): string | null {
  const parts = sealed.split('.');
  return parts.length === 4 && parts[0] === VERSION ? parts[1]! : null;
}

/** The plain text; throws when another secret sealed it or the text was altered. */
export function unseal(secret: string, purpose: string, sealed: string): string {
  const [version, keyId, iv, data] = sealed.split('.');
  if (version !== VERSION || !iv || !data) throw new Error('not a sealed value');
  if (keyId !== secretKeyId(secret)) throw new Error('sealed with another app secret');
  const body = Buffer.from(data, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyOf(secret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(body.subarray(0, body.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
