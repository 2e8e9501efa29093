import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deleteDemoAccounts } from './demo.ts';

/** /api/admin/demo-accounts: an administrator removes the demo accounts for good (issue 12). */
export const demoAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.delete('/', { schema: { response: { 200: z.object({ deleted: z.number().int() }) } } }, async () =>
    deleteDemoAccounts(db),
  );
};
