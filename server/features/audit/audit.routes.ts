import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditList, auditQuery } from '../../../common/schemas/audit.ts';
import type { AuditService } from './audit.ts';

/** GET /api/admin/audit — the audit log, newest first, a page at a time, filtered by `q`, `person` and `action` (read-only). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/', { schema: { querystring: auditQuery, response: { 200: auditList } } }, async (request) =>
    audit.list(request.query),
  );
};
