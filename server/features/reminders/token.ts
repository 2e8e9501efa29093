import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'reminders:unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

/**
 * The unsubscribe token of a reminder mail: the learner's id and an HMAC of it with the app's
 * secret, so the one-click link works without sign-in and without a stored token, for every mail
 * the learner ever got. It can only turn reminders off.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The learner id of a valid token, else undefined. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0 || !UUID.test(userId)) return undefined;
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? userId : undefined;
}
