import { randomInt } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_RANDOM_LENGTH } from '../../../common/domain/api-keys.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** pd_ + 32 alphanumerics from the CSPRNG (randomInt is unbiased). */
export function generateApiKey(): string {
  let out = API_KEY_PREFIX;
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
