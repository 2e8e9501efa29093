import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailRequestBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
  verifyEmailResponse,
} from '../../../common/schemas/auth.ts';
import { okResponse } from '../../../common/schemas/common.ts';

import { AppError } from '../../kernel/errors.ts';
import { RateLimitedError, type RateLimiter } from '../../plugins/rate-limit.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import type { AuthService } from './auth.service.ts';

const MINUTE = 60;
/** Sign-in attempts per address and client without a pause. */
const FREE_TRIES = 3;
/** Wrong passwords for one account per hour, from all addresses together (issue 26). */
export const ACCOUNT_GUESSES_PER_HOUR = 20;
const EVERY = Number.MAX_SAFE_INTEGER;
const accountCapped = (retryAfter: number) =>
  new RateLimitedError(
    retryAfter,
    'Für dieses Konto gab es zu viele falsche Anmeldeversuche. Von diesem Gerät ist eine Anmeldung mit Passwort vorerst nicht möglich. Bitte nutzen Sie „Passwort vergessen“ oder das Gerät, mit dem Sie sich zuletzt angemeldet haben.',
  );

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  limiter: RateLimiter;
  registrationsPerHour: number;
}> = async (app, { auth, limiter, registrationsPerHour }) => {
  const ok = { ok: true as const };
  // E-mail link tokens: 30 wrong guesses per client and 15 min. A valid token is taken back, so a
  // class confirming their addresses from one office is never blocked (as with sign-in).
  const checkToken = async <T>(ip: string, check: () => Promise<T>) => {
    const key = `token:${ip}`;
    await limiter.hit(key, 30, 15 * MINUTE);
    const result = await check();
    await limiter.refund(key);
    return result;
  };

  app.post(
    '/register',
    { config: { rateLimited: true }, schema: { body: registerBody, response: { 201: okResponse } } },
    async (request, reply) => {
      await limiter.hit(`register:${request.ip}`, registrationsPerHour, 60 * MINUTE);
      await auth.register(request.body);
      return reply.status(201).send(ok);
    },
  );

  app.post(
    '/login',
    { config: { rateLimited: true }, schema: { body: loginBody, response: { 200: okResponse } } },
    async (request, reply) => {
      const { email, password, language } = request.body;
      // Wrong passwords are counted per address *and* client, so guessing from one client never locks
      // the owner out on another; each further try from that client waits a little longer. A client
      // (one address behind a NAT, say a counselling office) may send 50 wrong passwords per 15 min;
      // right ones are taken back, so many people signing in from one place are never blocked.
      const pair = `login:pair:${email.toLowerCase()}:${request.ip}`;
      const client = `login:ip:${request.ip}`;
      await limiter.hit(client, 50, 15 * MINUTE);
      const tries = await limiter.hit(pair, 10, 15 * MINUTE);
      // Across all addresses an account gets at most 20 evaluated wrong passwords per hour; beyond
      // them only its last sign-in address may try (the owner also has the reset link we mail).
      // Counted before the password is checked, so parallel guesses cannot slip past the cap.
      const account = `login:account:${email.toLowerCase()}`;
      const guesses = await limiter.hit(account, EVERY, 60 * MINUTE);
      if (guesses > ACCOUNT_GUESSES_PER_HOUR) {
        // The owner is told once per window when the cap is reached, from whichever address the
        // guess came (also their own network's); a counter of its own, so refunds cannot repeat it.
        if ((await limiter.hit(`${account}:told`, EVERY, 60 * MINUTE)) === 1)
          await auth.forgotPassword(email, language, 'guessing');
        if (!(await auth.isLastSignInAddress(email, request.ip)))
          throw accountCapped((await limiter.peek(account, 60 * MINUTE)).remaining);
      }
      if (tries > FREE_TRIES) await delay(Math.min((tries - FREE_TRIES) * 500, 3000));
      const session = await auth
        .login(email, password, request.ip, request.headers['user-agent'])
        .catch(async (error: unknown) => {
          // Only wrong passwords count; an unconfirmed address is no guess.
          if (!(error instanceof AppError && error.code === 'invalid_credentials'))
            await limiter.refund(account);
          throw error;
        });
      await Promise.all([limiter.reset(pair), limiter.refund(client), limiter.refund(account)]);
      app.sessionCookie.set(reply, session.token, session.expiresAt);
      return ok;
    },
  );

  app.post('/logout', { schema: { response: { 200: okResponse } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await auth.logout(token);
    app.sessionCookie.clear(reply);
    return ok;
  });

  app.post(
    '/verify-email',
    {
      config: { rateLimited: true },
      schema: { body: verifyEmailBody, response: { 200: verifyEmailResponse } },
    },
    async (request) => {
      return checkToken(request.ip, () => auth.verifyEmail(request.body.token));
    },
  );

  app.post(
    '/resend-verification',
    { config: { rateLimited: true }, schema: { body: emailRequestBody, response: { 200: okResponse } } },
    async (request) => {
      await limiter.hit(`mail:ip:${request.ip}`, 20, 60 * MINUTE);
      await limiter.hit(`mail:email:${request.body.email}`, 5, 60 * MINUTE);
      await auth.resendVerification(request.body.email, request.body.language);
      return ok;
    },
  );

  app.post(
    '/forgot-password',
    { config: { rateLimited: true }, schema: { body: emailRequestBody, response: { 200: okResponse } } },
    async (request) => {
      await limiter.hit(`mail:ip:${request.ip}`, 20, 60 * MINUTE);
      await limiter.hit(`mail:email:${request.body.email}`, 5, 60 * MINUTE);
      await auth.forgotPassword(request.body.email, request.body.language);
      return ok;
    },
  );

  app.post(
    '/reset-password',
    { config: { rateLimited: true }, schema: { body: resetPasswordBody, response: { 200: okResponse } } },
    async (request) => {
      const { email } = await checkToken(request.ip, () =>
        auth.resetPassword(request.body.token, request.body.password),
      );
      const account = `login:account:${email.toLowerCase()}`;
      await Promise.all([limiter.reset(account), limiter.reset(`${account}:told`)]);
      return ok;
    },
  );
};
