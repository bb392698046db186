import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with a per-user random salt; parameters are stored with the hash so they can be raised
// later without breaking existing accounts. Format: scrypt$N$r$p$salt(base64)$hash(base64)
const N = 16384;
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
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
// timing does not reveal which names are registered.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}

/** Whether `password` is the account's; a missing account takes as long (names do not leak). */
export function passwordMatches(
  password: string,
  account: { password_hash: string } | undefined,
): Promise<boolean> {
  return account ? verifyPassword(password, account.password_hash) : verifyAgainstDummy(password);
}
