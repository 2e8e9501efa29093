import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIT_PAGE_SIZE, type AuditList, type AuditQuery } from '../../../common/schemas/audit.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './audit.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the CRM integration's key check (integration.routes.ts): the key, for scopes and the audit log. */
    apiKey?: { id: string; name: string; scopes: readonly string[] };
    /** The object of a request whose route has no id parameter (the CRM's learner), for the audit log. */
    auditTarget?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Which requests the audit log records: admin writes, every CRM call, a learner's access request. */
export function isAudited(method: string, url: string): boolean {
  if (url.startsWith('/api/integration/')) return true;
  if (method === 'POST' && url.split('?')[0] === '/api/access-requests') return true;
  return WRITES.has(method) && url.startsWith('/api/admin/');
}

/** The object of the request: what the route named, the :id route parameter, else the first parameter. */
function targetOf(request: FastifyRequest): string | null {
  if (request.auditTarget) return request.auditTarget;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const value = params.id ?? Object.values(params)[0];
  return typeof value === 'string' ? value.slice(0, 200) : null;
}

/**
 * Records every audited request (decision 018) when its response is sent: who (the admin's id and
 * address, or the CRM key's name), what (method and route pattern), on which object, the status and
 * the address. Bodies are never stored, so passwords and key secrets cannot end up here.
 */
export function registerAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isAudited(request.method, request.url)) return payload;
    const actorEmail =
      request.user?.email ?? (request.apiKey ? `API-Schlüssel ${request.apiKey.name}` : null);
    if (!actorEmail) return payload; // refused before anyone was identified
    await repo
      .insertEntry(db, {
        actorId: request.user?.id ?? null,
        actorEmail,
        action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        target: targetOf(request),
        status: reply.statusCode,
        ip: request.ip,
      })
      .catch((error: unknown) => request.log.error({ err: String(error) }, 'audit entry failed'));
    return payload;
  });
}

export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list({ page, q, person, action }: AuditQuery): Promise<AuditList> {
      const offset = (page - 1) * AUDIT_PAGE_SIZE;
      const filter = { q: q || undefined, person: person || undefined, action: action || undefined };
      const { rows, total, actions } = await repo.listEntries(db, offset, AUDIT_PAGE_SIZE, filter);
      return {
        actions,
        items: rows.map(({ entry: row, targetEmail, targetName }) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          actor: row.actorEmail,
          action: row.action,
          target: row.target,
          targetUser: targetEmail ? { email: targetEmail, name: targetName || null } : null,
          status: row.status,
          ip: row.ip,
        })),
        total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
