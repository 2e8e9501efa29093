import { type APIRequestContext, expect } from '@playwright/test';
import type { RegistrationReason } from '../../common/domain/mpu.ts';
import { waitForMail } from './mail.ts';

let counter = 0;

/**
 * A new learner registered and confirmed through the real API and mail (registration defaults:
 * only videos and lexicon unlocked). Returns the credentials to sign in with.
 */
export async function registerConfirmed(
  request: APIRequestContext,
  options: { reason?: RegistrationReason; password?: string; prefix?: string } = {},
) {
  counter++;
  const email = `${options.prefix ?? 'learner'}-${Date.now()}-${counter}-${process.pid}@example.org`;
  const password = options.password ?? 'passwort-123';
  const register = await request.post('/api/auth/register', {
    data: { email, password, reason: options.reason ?? 'alcohol', consent: true },
  });
  expect(register.status()).toBe(201);
  const token = (await waitForMail(email)).text.match(/token=([\w%-]+)/)?.[1];
  expect(token).toBeTruthy();
  const verify = await request.post('/api/auth/verify-email', {
    data: { token: decodeURIComponent(token!) },
  });
  expect(verify.status()).toBe(200);
  return { email, password };
}
