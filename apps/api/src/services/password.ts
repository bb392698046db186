import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with a per-user random salt; parameters are stored with the hash so they can be raised
// later without breaking existing accounts. Format: scrypt$N$r$p$salt(base64)$hash(base64)
// N for new hashes is the PASSWORD_HASH_COST setting (config.passwordHashCost): this default in
// production (config.ts refuses less there); the API's tests hash at 1024, which costs 1/16 of it.
export const DEFAULT_HASH_COST = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64'),
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Verifying against this when the account does not exist keeps the response time the same, so
// timing does not reveal which names are registered. One per cost: accounts are hashed at it.
const dummyHashes = new Map<number, Promise<string>>();
export async function verifyAgainstDummy(password: string, cost: number): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) dummyHashes.set(cost, (dummy = hashPassword('dummy-password-for-timing', cost)));
  await verifyPassword(password, await dummy);
  return false;
}

/**
 * Whether `password` is the account's; a missing account takes as long as one hashed at `cost`
 * (config.passwordHashCost), so names do not leak.
 */
export function passwordMatches(
  password: string,
  account: { password_hash: string } | undefined,
  cost: number,
): Promise<boolean> {
  return account
    ? verifyPassword(password, account.password_hash)
    : verifyAgainstDummy(password, cost);
}
