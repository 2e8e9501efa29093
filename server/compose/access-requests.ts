import type { FastifyInstance } from 'fastify';
import {
  accessRequestsAdminRoutes,
  accessRequestsRoutes,
} from '../features/access-requests/access-requests.routes.ts';
import { createAccessRequestsService } from '../features/access-requests/access-requests.service.ts';
import { setPermissions } from '../features/users/users.repo.ts';

/**
 * Part of the composition root (server/app.ts calls it): the access requests (issue 28, decision 072),
 * whose grant writes the permission row of the user management, and both their route sets.
 */
export async function composeAccessRequests(
  app: FastifyInstance,
  deps: Omit<Parameters<typeof createAccessRequestsService>[0], 'setPermissions'>,
) {
  const accessRequests = createAccessRequestsService({ ...deps, setPermissions });
  await app.register(accessRequestsRoutes, { prefix: '/api/access-requests', accessRequests });
  await app.register(accessRequestsAdminRoutes, { prefix: '/api/admin/access-requests', accessRequests });
}
