import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '../../common/schemas/common.ts';
import type { Database } from '../db/client.ts';

const PING_TIMEOUT_MS = 3000;

const healthResponse = z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) });

/**
 * GET /api/health: can this instance serve? Asks the database (503 when it cannot answer in time),
 * for load balancers and the readiness probe. GET /api/health/live: the process runs (no database).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/',
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([database.ping(), timeout]);
        return { ok: true, database: database.kind };
      } catch (error) {
        request.log.warn({ err: String(error) }, 'health: database unavailable');
        return reply.status(503).send({ ok: false, database: database.kind });
      } finally {
        clearTimeout(timer);
      }
    },
  );
  app.get('/live', { schema: { response: { 200: okResponse } } }, async () => ({ ok: true as const }));
};
