import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_RANDOM_LENGTH } from '../../../common/domain/api-keys.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** pd_ + 32 alphanumerics from the CSPRNG (randomInt is unbiased). */
export function generateApiKey(): string {
  let out = API_KEY_PREFIX;
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

function derivedKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'mpu-api-keys', 'aes-256-gcm v1', 32));
}

/** AES-256-GCM with a key derived from the server secret: iv | tag | ciphertext, base64url. */
export function encryptKey(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptKey(secret: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', derivedKey(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
