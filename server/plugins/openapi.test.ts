import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { errorStatuses, operationIdOf, tagOf } from './openapi.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description?: string; content?: Record<string, { example?: unknown }> }>;
};
type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('error statuses from the code (decision 053)', () => {
  it('follow the access rule, the method, the schemas and the rate limit', () => {
    expect(errorStatuses('GET', '/api/health', {})).toEqual([]);
    expect(errorStatuses('GET', '/api/me', {})).toEqual([401]);
    // Learner areas refuse counsellors, counsellor routes everyone else (issue 30).
    expect(errorStatuses('GET', '/api/plan', {})).toEqual([401, 403]);
    expect(errorStatuses('GET', '/api/counsellor/learners', {})).toEqual([401, 403]);
    expect(errorStatuses('PUT', '/api/plan', { body: {} })).toEqual([400, 401, 403, 409, 413]);
    expect(errorStatuses('DELETE', '/api/admin/users/:id', { params: {} })).toEqual([
      400, 401, 403, 404, 409,
    ]);
    expect(
      errorStatuses('GET', '/api/integration/v1/learners', { querystring: {} }, { rateLimited: true }),
    ).toEqual([400, 401, 403, 429]);
  });

  it('are said for every route whose handler calls the rate limiter', () => {
    // The 429 comes from `config.rateLimited`; a route that hits the limiter without it is undocumented.
    const routeFiles = readdirSync('server/features', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.routes.ts'))
      .map((file) => path.join('server/features', file));
    const undocumented = routeFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split(/\bapp\.(?:get|post|put|patch|delete)\(/)
        .slice(1)
        .filter((route) => /limiter\.hit\(|\breauth\(/.test(route) && !route.includes('rateLimited: true'))
        .map((route) => `${file}: ${route.slice(0, 40)}`),
    );
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(undocumented).toEqual([]);
  });

  it('name operations and tags by path', () => {
    expect(operationIdOf('PUT', '/api/admin/users/:id/role')).toBe('putAdminUsersByidRole');
    expect(tagOf('/api/admin/users/:id')).toBe('admin/users');
    expect(tagOf('/api/exam/quiz')).toBe('exam');
    expect(tagOf('/api/integration/v1/learners')).toBe('integration/v1');
  });
});

describe('the OpenAPI description (issue 32)', () => {
  let ctx: TestContext;
  let spec: Spec;
  beforeAll(async () => {
    ctx = await createTestContext();
    spec = ctx.app.swagger() as unknown as Spec;
  });
  afterAll(() => ctx.close());
  const operations = () =>
    Object.entries(spec.paths).flatMap(([url, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ url, method, op })),
    );

  it('gives every API operation an id, a summary, a tag and its security', () => {
    const all = operations().filter(({ url }) => url.startsWith('/api/'));
    expect(all.length).toBeGreaterThan(100);
    for (const { op } of all) {
      expect(op.operationId).toBeTruthy();
      expect(op.summary).toBeTruthy();
      expect(op.tags?.length).toBe(1);
    }
    expect(new Set(all.map(({ op }) => op.operationId)).size).toBe(all.length);
    expect(Object.keys(spec.components.securitySchemes).sort()).toEqual([
      'crmKey',
      'crmKeyHeader',
      'session',
    ]);
    expect(spec.paths['/api/plan']!.put!.security).toEqual([{ session: [] }]);
    expect(spec.paths['/api/integration/v1/learners']!.put!.security).toEqual([
      { crmKey: [] },
      { crmKeyHeader: [] },
    ]);
    expect(spec.paths['/api/auth/login']!.post!.security).toEqual([]);
  });

  it('documents the error envelope for every status a route can answer', () => {
    const put = spec.paths['/api/plan']!.put!;
    for (const status of ['400', '401', '403', '409', '413'])
      expect(put.responses[status]?.description).toBeTruthy();
    expect(spec.paths['/api/admin/users/{id}']!.delete!.responses['404']).toBeDefined();
    expect(spec.paths['/api/health']!.get!.responses['503']).toBeDefined();
    const documented = operations().filter(({ op }) => Object.keys(op.responses).some((s) => s >= '400'));
    expect(documented.length).toBeGreaterThan(100);
  });

  it('publishes the integration subset without sign-in, with examples and a reference page', async () => {
    const published = await ctx.app.inject('/api/integration/v1/openapi.json');
    expect(published.statusCode).toBe(200);
    const subset = published.json() as Spec;
    expect(Object.keys(subset.paths)).toEqual([
      '/api/integration/v1/learners',
      '/api/integration/v1/counsellors',
      '/api/integration/v1/learners/link-request',
    ]);
    const put = subset.paths['/api/integration/v1/learners']!.put!;
    expect(put.summary).toBe('Create or update a learner');
    expect(put.responses['429']).toBeDefined();
    expect(put.responses['201']!.content!['application/json']!.example).toMatchObject({ created: true });
    expect(Object.keys(subset.components.securitySchemes).sort()).toEqual(['crmKey', 'crmKeyHeader']);

    const page = await ctx.app.inject('/api/integration/v1/reference');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('PUT /api/integration/v1/learners');
    expect(page.body).toContain('lernende@example.org');
    // The rest stays as it was: the operations need a key, the whole description an administrator.
    expect((await ctx.app.inject('/api/integration/v1/learners?email=a@b.de')).statusCode).toBe(401);
    expect((await ctx.app.inject('/api/docs/json')).statusCode).toBe(401);
  });
});
