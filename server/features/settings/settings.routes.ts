import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '../../../common/i18n/languages.ts';
import { okResponse } from '../../../common/schemas/common.ts';

import {
  changeEmailBody,
  changeEmailResponse,
  changePasswordBody,
  deleteAccountBody,
  detailsBody,
  exportBody,
  onboardingPatchBody,
  settingsResponse,
} from '../../../common/schemas/settings.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUser, SESSION_COOKIE } from '../../plugins/session.ts';
import type { SettingsService } from './settings.service.ts';

const MINUTE = 60;

/** What these routes need of the account (auth's account service, passed by server/app.ts). */
type Account = {
  requestEmailChange(
    userId: string,
    input: { email: string; currentPassword: string; language: Language },
  ): Promise<{ pendingEmail: string }>;
  changePassword(
    userId: string,
    currentPassword: string,
    password: string,
    keepToken?: string,
  ): Promise<void>;
  deleteAccount(userId: string, currentPassword: string): Promise<void>;
  confirmPassword(userId: string, currentPassword: string): Promise<void>;
};

/** /api/settings: the signed-in user's own data only (session, no page key: SPEC §2). */
export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  account: Account;
  limiter: RateLimiter;
}> = async (app, { settings, account, limiter }) => {
  // Password checks are rate-limited per user, so a stolen session cannot guess the password.
  const reauth = (userId: string) => limiter.hit(`reauth:${userId}`, 10, 15 * MINUTE);

  app.get('/', { schema: { response: { 200: settingsResponse } } }, async (request) =>
    settings.get(currentUser(request).id),
  );

  app.put(
    '/details',
    { schema: { body: detailsBody, response: { 200: settingsResponse } } },
    async (request) => settings.updateDetails(currentUser(request).id, request.body),
  );

  app.patch(
    '/onboarding',
    { schema: { body: onboardingPatchBody, response: { 200: settingsResponse } } },
    async (request) => settings.updateOnboarding(currentUser(request).id, request.body),
  );

  app.post(
    '/email',
    {
      config: { rateLimited: true },
      schema: { body: changeEmailBody, response: { 200: changeEmailResponse } },
    },
    async (request) => {
      const user = currentUser(request);
      await reauth(user.id);
      await limiter.hit(`mail:email:${request.body.email}`, 5, 60 * MINUTE);
      return account.requestEmailChange(user.id, request.body);
    },
  );

  app.put(
    '/password',
    { config: { rateLimited: true }, schema: { body: changePasswordBody, response: { 200: okResponse } } },
    async (request) => {
      const user = currentUser(request);
      await reauth(user.id);
      const { currentPassword, password } = request.body;
      await account.changePassword(user.id, currentPassword, password, request.cookies[SESSION_COOKIE]);
      return { ok: true as const };
    },
  );

  // POST with the current password (issue 26): the whole record, health data included, is not
  // for anyone who only holds the session cookie.
  app.post(
    '/export',
    { config: { rateLimited: true }, schema: { body: exportBody } },
    async (request, reply) => {
      const user = currentUser(request);
      await reauth(user.id);
      await account.confirmPassword(user.id, request.body.currentPassword);
      const data = await settings.exportData(user.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('Content-Disposition', `attachment; filename="meine-daten-${day}.json"`)
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/delete-account',
    { config: { rateLimited: true }, schema: { body: deleteAccountBody, response: { 200: okResponse } } },
    async (request, reply) => {
      const user = currentUser(request);
      await reauth(user.id);
      await account.deleteAccount(user.id, request.body.currentPassword);
      app.sessionCookie.clear(reply);
      return { ok: true as const };
    },
  );
};
