import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reminderRunResponse,
  reminderSettingsBody,
  reminderSettingsResponse,
  unsubscribeQuery,
} from '../../../common/schemas/reminders.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { RemindersService } from './reminders.service.ts';
import { PAGE_POLICY, unsubscribePage } from './unsubscribe-page.ts';

/**
 * /api/reminders: the signed-in learner's own reminder choice (session); /api/reminders/unsubscribe:
 * the signed one-click link of the mails, without sign-in (public in the access table).
 */
export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  app.get('/', { schema: { response: { 200: reminderSettingsResponse } } }, (request) =>
    reminders.get(currentUser(request).id),
  );

  app.put(
    '/',
    { schema: { body: reminderSettingsBody, response: { 200: reminderSettingsResponse } } },
    (request) => reminders.save(currentUser(request).id, request.body, contentLanguage(request)),
  );

  // RFC 8058: mail programs post `List-Unsubscribe=One-Click` as a form (either encoding); the
  // signed token in the address is what counts, so the body is read as text and not looked at.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );

  app.get('/unsubscribe', { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    const holder = await reminders.tokenHolder(request.query.token);
    const action = `/api/reminders/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
    return reply
      .status(holder ? 200 : 400)
      .header('Content-Security-Policy', PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(
        unsubscribePage(holder?.language ?? contentLanguage(request), holder ? 'ask' : 'invalid', action),
      );
  });

  app.post('/unsubscribe', { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    const holder = await reminders.tokenHolder(request.query.token);
    if (holder) await reminders.unsubscribe(holder.userId);
    return reply
      .status(holder ? 200 : 400)
      .header('Content-Security-Policy', PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(holder?.language ?? contentLanguage(request), holder ? 'done' : 'invalid'));
  });
};

/** /api/admin/reminders/run: queue the due reminders now, outside the hours but never without opt-in. */
export const remindersAdminRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  app.post('/run', { schema: { response: { 200: reminderRunResponse } } }, () =>
    reminders.run({ ignoreWindow: true }),
  );
};
