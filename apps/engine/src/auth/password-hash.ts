import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost (N = 2^14, r = 8, p = 1: OWASP's minimum for scrypt); stored with each hash, so it can be raised later. */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** `scrypt$N$r$p$<salt>$<key>` (base64), what realm_user.password_hash holds. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash of no password, checked against when the user does not exist, so that the time taken does not tell. */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` is the one `stored` was made from; an unknown user (`stored` undefined) costs as much as a wrong
 * password. scrypt runs on libuv's pool, so a check does not hold the event loop.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  decoy ??= hashPassword('\0');
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== undefined;
}
