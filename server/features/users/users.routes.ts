import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../common/schemas/common.ts';
import {
  adminUser,
  adminUserList,
  adminUserUpdate,
  counsellorInvite,
  registrationDefaults,
} from '../../../common/schemas/users.ts';
import { currentUser } from '../../plugins/session.ts';
import type { UsersService } from './users.service.ts';

/** /api/admin/users — admins only. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get('/', { schema: { response: { 200: adminUserList } } }, async () => ({ users: await users.list() }));

  // What self-registered learners get (issue 28); the audit log records every change.
  app.get('/registration-defaults', { schema: { response: { 200: registrationDefaults } } }, async () => ({
    permissions: await users.registrationDefaults(),
  }));
  app.put(
    '/registration-defaults',
    { schema: { body: registrationDefaults, response: { 200: registrationDefaults } } },
    async (request) => ({ permissions: await users.setRegistrationDefaults(request.body.permissions) }),
  );

  app.patch(
    '/:id',
    { schema: { params: idParams, body: adminUserUpdate, response: { 200: adminUser } } },
    async (request) => users.update(currentUser(request).id, request.params.id, request.body),
  );

  // A counsellor (issue 30): an account and an invitation mail to choose a first password.
  app.post(
    '/counsellors',
    {
      schema: {
        body: counsellorInvite,
        response: { 200: adminUser, 201: adminUser },
      },
    },
    async (request, reply) => {
      const { id, created } = await users.inviteCounsellor(request.body);
      return reply.status(created ? 201 : 200).send(await users.get(id));
    },
  );
};
