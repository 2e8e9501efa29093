import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okResponse } from '../../../common/schemas/common.ts';
import { conflict } from '../../kernel/errors.ts';
import { currentUser } from '../../plugins/session.ts';
import type { PrivacyService } from './privacy.service.ts';

/** DELETE /api/admin/users/:id — an administrator erases someone else's account completely. */
export const adminErasureRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  app.delete('/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    // One's own account is deleted in the settings, with the password.
    if (request.params.id === currentUser(request).id) throw conflict();
    await privacy.erase(request.params.id);
    return { ok: true as const };
  });
};
