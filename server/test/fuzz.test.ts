import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

// Issues 12 and 26: hostile input never gives a 5xx, on any route of the route table. Each case builds
// the request from the route's OpenAPI schema (path and query parameters, JSON body) with one kind of
// bad value in every leaf; enums keep a valid value so the other fields reach the services and the
// database. Raw cases send bodies no schema describes (deep nesting, 1e999, a bare string). Bounded:
// one request per route and case, about 1,700 in all.
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
/** The value a leaf of this JSON type gets; `param` for path and query parameters (always text). */
type Leaf = (type: 'string' | 'number' | 'boolean' | 'object' | 'array' | 'param') => unknown;

const same = (value: unknown) => () => value;
const OVERLONG = 'x'.repeat(300_000);
const LEAF_CASES: Record<string, Leaf> = {
  nul: (t) => (t === 'number' ? 1 : t === 'boolean' ? true : 'a\u0000b'),
  'date 9999-99-99': (t) => (t === 'number' ? 1 : t === 'boolean' ? true : '9999-99-99'),
  'date 2030-02-30': (t) => (t === 'number' ? 1 : t === 'boolean' ? true : '2030-02-30'),
  'overlong strings': (t) => (t === 'number' ? 1 : t === 'boolean' ? true : OVERLONG),
  'huge numbers': (t) => (t === 'string' ? 'a' : t === 'boolean' ? true : t === 'param' ? '1e308' : 1e308),
  'negative huge numbers': (t) =>
    t === 'string' ? 'a' : t === 'boolean' ? true : t === 'param' ? '-99999999999999999999' : -1e308,
  'wrong leaf types': (t) =>
    ({ string: 12345, number: 'zwölf', boolean: 'ja', object: {}, array: [], param: 'x' })[t],
  'wrong container types': (t) =>
    ({ string: 'a', number: 1, boolean: true, object: [1], array: { a: 1 }, param: 'x' })[t],
};
/** Cases that replace nested objects and arrays themselves (else they are filled leaf by leaf). */
const CONTAINER_CASES = new Set(['wrong container types']);
const deepArrays = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const RAW_CASES: Record<string, string> = {
  'nesting [×5,000': deepArrays,
  'nesting {×65 in an object': `{"a":${'{"a":'.repeat(65)}1${'}'.repeat(66)}`,
  'a number beyond float (1e999)': '{"a":1e999,"page":1e999}',
  'a bare string': '"text"',
  'an array': '[]',
  null: 'null',
  'broken JSON': '{"a":',
};

function sample(schema: Schema | undefined, leaf: Leaf, containers: boolean, depth = 0): unknown {
  if (!schema || depth > 6) return leaf('string');
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options)
    return sample(options.find((o) => o.type !== 'null') ?? options[0], leaf, containers, depth + 1);
  const type = [schema.type].flat().find((t) => t !== 'null');
  if (type === 'object' || schema.properties) {
    if (containers && depth > 0) return leaf('object');
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        sample(value, leaf, containers, depth + 1),
      ]),
    );
  }
  if (type === 'array')
    return containers ? leaf('array') : [sample(schema.items, leaf, containers, depth + 1)];
  if (type === 'integer' || type === 'number') return leaf('number');
  if (type === 'boolean') return leaf('boolean');
  return leaf('string');
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
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

async function send(route: { method: string; url: string }, leaf: Leaf, raw?: string, containers = false) {
  const operation = spec.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] ?? {};
  const param = String(leaf('param'));
  const url = route.url.replace(/:\w+/g, encodeURIComponent(param.slice(0, 2000)));
  const query = new URLSearchParams();
  for (const p of operation.parameters ?? []) if (p.in === 'query') query.set(p.name, param.slice(0, 2000));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = hasBody(route.method)
    ? (raw ?? JSON.stringify(sample(bodySchema ?? { type: 'object' }, leaf, containers)))
    : undefined;
  const request = () =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: query.size ? `${url}?${query}` : url,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: body,
    });
  let response = await request();
  if (response.statusCode === 401 && !route.url.startsWith('/api/auth/')) {
    // An earlier route signed the admin out (logout, password change): sign in afresh and retry.
    cookie = (await ctx.createUser({ role: 'admin' })).cookie;
    response = await request();
  }
  return response;
}

/** A 5xx, or a 400/413 without its German sentence. */
function failure(route: { method: string; url: string }, response: Awaited<ReturnType<typeof send>>) {
  const where = `${route.method} ${route.url} → ${response.statusCode}`;
  if (response.statusCode >= 500) return `${where} ${response.body.slice(0, 200)}`;
  if (!response.headers['content-type']?.includes('json')) return null;
  const error = response.json().error;
  if (error?.code === 'validation' && !/ungültig/.test(error.message ?? ''))
    return `${where} without German message`;
  if (response.statusCode === 413 && !/zu groß/.test(error?.message ?? ''))
    return `${where} without German message`;
  return null;
}

describe('hostile input on every route (0 × 5xx)', () => {
  it('knows the routes', () => {
    expect(routes().length).toBeGreaterThan(60);
  });

  for (const [name, leaf] of Object.entries(LEAF_CASES)) {
    it(`answers ${name} with a 4xx (never 5xx), a 400 or 413 with a German message`, async () => {
      const failures: string[] = [];
      for (const route of routes()) {
        const found = failure(route, await send(route, leaf, undefined, CONTAINER_CASES.has(name)));
        if (found) failures.push(found);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it('answers raw bodies (deep nesting, 1e999, no object) with a 4xx on every route with a body', async () => {
    const failures: string[] = [];
    for (const route of routes().filter((r) => hasBody(r.method))) {
      for (const [name, raw] of Object.entries(RAW_CASES)) {
        const found = failure(route, await send(route, same('a') as Leaf, raw));
        if (found) failures.push(`${name}: ${found}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses [×5,000 at the sign-in with a German 400 naming the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deepArrays,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/verschachtelt \(höchstens 64 Ebenen\)/);
  });
});
