import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

// Issue 12: NUL characters and impossible dates never give a 500, on any route of the route table.
// Every string (path parameter, query parameter, body field from the route's OpenAPI schema) gets the
// bad value; enums keep a valid value so the other fields reach the services and the database.
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minItems?: number;
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const BAD_VALUES = { nul: 'a\u0000b', 'date 9999-99-99': '9999-99-99', 'date 2030-02-30': '2030-02-30' };

function sample(schema: Schema | undefined, bad: string, depth = 0): unknown {
  if (!schema || depth > 6) return bad;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], bad, depth + 1);
  const type = [schema.type].flat().find((t) => t !== 'null');
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, bad, depth + 1)]),
    );
  }
  if (type === 'array') return [sample(schema.items, bad, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return bad;
}

let ctx: TestContext;
let cookie: string;
let spec: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await ctx.createUser({ role: 'admin' })).cookie;
  spec = ctx.app.swagger() as unknown as typeof spec;
});
afterAll(() => ctx.close());

function routes() {
  return ctx.app.routeTable.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/test/') && !r.url.startsWith('/api/docs'),
  );
}

async function send(route: { method: string; url: string }, bad: string) {
  const operation = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
  const url = route.url.replace(/:\w+/g, encodeURIComponent(bad));
  const query = new URLSearchParams();
  for (const p of operation.parameters ?? []) if (p.in === 'query') query.set(p.name, bad);
  const content = operation.requestBody?.content;
  const bodySchema = content?.['application/json']?.schema;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const request = () =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: query.size ? `${url}?${query}` : url,
      headers: { cookie },
      payload: hasBody ? (sample(bodySchema ?? { type: 'object' }, bad) as object) : undefined,
    });
  let response = await request();
  if (response.statusCode === 401 && !route.url.startsWith('/api/auth/')) {
    // An earlier route signed the admin out (logout, password change): sign in afresh and retry.
    cookie = (await ctx.createUser({ role: 'admin' })).cookie;
    response = await request();
  }
  return response;
}

describe('bad input on every route', () => {
  it('knows the routes', () => {
    expect(routes().length).toBeGreaterThan(60);
  });

  for (const [name, bad] of Object.entries(BAD_VALUES)) {
    it(`answers ${name} with a 4xx (never 500), and a validation 400 carries a German message`, async () => {
      const failures: string[] = [];
      for (const route of routes()) {
        const response = await send(route, bad);
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        } else if (response.statusCode === 400 && response.headers['content-type']?.includes('json')) {
          const error = response.json().error;
          if (error?.code === 'validation' && !/ungültig/.test(error.message ?? ''))
            failures.push(`${route.method} ${route.url} → 400 without German message`);
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});
