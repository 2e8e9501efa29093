import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewQuery, overviewResponse } from '../../../common/schemas/overview.ts';
import { currentUser } from '../../plugins/session.ts';
import type { OverviewService } from './overview.service.ts';

/** GET /api/overview: session only (the overview has no page key, SPEC §2). */
export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (
  app,
  { overview },
) => {
  app.get(
    '/',
    {
      schema: { querystring: overviewQuery, response: { 200: overviewResponse } },
    },
    async (request) => overview.forUser(currentUser(request), request.query.language),
  );
};
