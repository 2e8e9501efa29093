// The OpenAPI description (issue 32, decision 053), derived from the code that decides each answer
// rather than written per route: the access table (common/domain/access.ts) gives the security and
// the 401/403 a route can answer, the method and the route's schemas give 400, 404, 409 and 413, a
// route's `config.rateLimited` gives 429; tags come from the feature's path. Only documentation:
// nothing here changes what a route validates or sends.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Access, apiAccess, isPageKeyAccess } from '../../common/domain/access.ts';
import { writeNeedsConsent } from '../../common/domain/privacy.ts';
import { ERROR_CODES } from '../../common/schemas/errors.ts';
import { registerIntegrationDocs } from './integration-docs.ts';
import { SESSION_COOKIE } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler counts hits with the rate limiter (plugins/rate-limit.ts): it may answer 429. */
    rateLimited?: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The envelope every error answer has (plugins/errors.ts). */
export const ERROR_ENVELOPE = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code'],
      properties: {
        code: { type: 'string', enum: [...ERROR_CODES] },
        message: {
          type: 'string',
          description: 'A German sentence for API users; the app shows its own text per code.',
        },
        fields: {
          type: 'array',
          items: { type: 'string' },
          description: 'Fields that failed validation (400).',
        },
      },
    },
  },
} as const;

const WHY: Record<number, string> = {
  400: 'Invalid input (`validation`), or a refused `Idempotency-Key`.',
  401: 'Not signed in, the session ended, or the API key is missing or unknown (`unauthorized`).',
  403: 'Signed in but not allowed: role, page, consent, API-key scope, or a write from another origin.',
  404: 'The item does not exist or is not yours (`not_found`).',
  409: 'A conflict with the current state (taken, closed), or the same `Idempotency-Key` still running.',
  413: 'The body is larger than this route takes (`too_large`).',
  429: 'Too many requests; `Retry-After` says when to try again (`rate_limited`).',
  503: 'This instance cannot serve now (draining, database unavailable).',
};

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie of a sign-in (`POST /api/auth/login`).',
  },
  crmKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'A CRM API key (Authorization: Bearer …), made by an administrator.',
  },
  crmKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'The same CRM API key in a header of its own.',
  },
} as const;

function securityOf(access: Access): Record<string, string[]>[] {
  if (access === 'public') return [];
  if (access === 'api-key') return [{ crmKey: [] }, { crmKeyHeader: [] }];
  return [{ session: [] }];
}

/** Every error status the route can answer, from its access rule, method, schemas and config. */
export function errorStatuses(
  method: string,
  url: string,
  schema: Record<string, unknown>,
  config?: { rateLimited?: boolean },
): number[] {
  const access = apiAccess(url) ?? 'public';
  const write = WRITES.has(method);
  const statuses = new Set<number>();
  if (write || schema.body || schema.querystring || schema.params) statuses.add(400);
  if (access !== 'public') statuses.add(401);
  const cookieWrite = write && access !== 'api-key';
  if (
    access === 'admin' ||
    access === 'learner' ||
    access === 'counsellor' ||
    access === 'api-key' ||
    isPageKeyAccess(access) ||
    cookieWrite ||
    writeNeedsConsent(method, url)
  )
    statuses.add(403);
  if (url.includes('/:')) statuses.add(404);
  if (write) statuses.add(409);
  if (write && method !== 'DELETE') statuses.add(413);
  if (config?.rateLimited) statuses.add(429);
  return [...statuses].sort();
}

/** `/api/admin/users/:id` → `admin/users`; `/api/exam/quiz` → `exam`. */
export function tagOf(url: string): string {
  const [first = 'api', second] = url.replace(/^\/api\//, '').split('/');
  return first === 'admin' || first === 'integration' ? `${first}/${second ?? ''}`.replace(/\/$/, '') : first;
}

const VERB: Record<string, string> = {
  GET: 'Read',
  POST: 'Send',
  PUT: 'Save',
  PATCH: 'Change',
  DELETE: 'Delete',
};

function summaryOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .map((part) => part.replaceAll('-', ' '));
  return `${VERB[method] ?? method} ${words.join(' › ') || 'api'}${url.endsWith('/:id') ? ' (one)' : ''}`;
}

/** `PUT /api/admin/users/:id/role` → `putAdminUsersByIdRole`: unique, since method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1)}` : part))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

type Transformed = { schema: Record<string, unknown>; url: string };

function describe(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const transformed = jsonSchemaTransform(input) as Partial<Transformed>;
  const result = { url: transformed.url ?? input.url, schema: transformed.schema ?? {} };
  const route = input.route as RouteOptions;
  const method = [route.method].flat()[0] ?? 'GET';
  if (result.schema.hide || !route.url.startsWith('/api/')) return result;
  const response = { ...((result.schema.response as Record<string, unknown>) ?? {}) };
  for (const status of errorStatuses(
    method,
    route.url,
    (route.schema ?? {}) as Record<string, unknown>,
    route.config,
  )) {
    response[status] ??= { description: WHY[status], ...ERROR_ENVELOPE };
  }
  if (response[503] && !('description' in (response[503] as object)))
    response[503] = { description: WHY[503], ...(response[503] as object) };
  return {
    // A route at '/' under a prefix also answers without the slash; documented without it.
    url: result.url.replace(/(.)\/$/, '$1'),
    schema: {
      operationId: operationIdOf(method, route.url),
      summary: summaryOf(method, route.url),
      tags: [tagOf(route.url)],
      security: securityOf(apiAccess(route.url) ?? 'public'),
      ...result.schema,
      response,
    },
  };
}

/** /api/docs (administrators) and the public integration reference (plugins/integration-docs.ts). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MPU-Vorbereitung API',
        version: '1',
        description:
          'The API of the web app and the CRM integration. Errors: `{ "error": { "code", "message"? } }`.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: describe,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerIntegrationDocs(app);
}
