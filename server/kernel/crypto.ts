import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt N=2^15, r=8, p=1: ~32 MiB and ~60 ms per hash on these machines (OWASP minimum is 2^17/8/1
// for 128 MiB; we trade memory for the 2-core target while staying well above bcrypt-10 cost).
const PRODUCTION = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
let PARAMS: ScryptOptions & { N: number; r: number; p: number; maxmem: number } = PRODUCTION;

/**
 * Test mode only (NODE_ENV=test, set by buildApp): new hashes use N=2^10, so the suites that create
 * and sign in many accounts do not spend most of their CPU on scrypt. Verification always reads the
 * parameters stored in the hash, so nothing else changes.
 */
export function lowerHashCostForTests(): void {
  PARAMS = { ...PRODUCTION, N: 2 ** 10 };
}
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}

/** 256-bit random token for cookies and e-mail links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
