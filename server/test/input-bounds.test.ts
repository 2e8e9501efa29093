import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

// Issue 26: every string, array and map a route takes has a size limit in its schema (so a 300,000
// character name or a 100,000 item list is a 400 before any service sees it), derived from the OpenAPI
// document of every route: a new route with an unbounded field fails here.
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
/** Formats whose value has a fixed or bounded length. */
const BOUNDED_FORMATS = new Set(['uuid', 'date-time', 'date']);

function unbounded(schema: Schema | undefined, where: string, out: string[]): void {
  if (!schema) return;
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(option, where, out);
  const types = [schema.type].flat();
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (
    types.includes('string') &&
    !fixed &&
    schema.maxLength === undefined &&
    !BOUNDED_FORMATS.has(schema.format ?? '')
  )
    out.push(`${where}: string without maxLength`);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) out.push(`${where}: array without maxItems`);
    unbounded(schema.items, `${where}[]`, out);
  }
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    unbounded(value, `${where}.${key}`, out);
  if (typeof schema.additionalProperties === 'object') {
    const keysFixed = schema.propertyNames?.enum !== undefined || schema.maxProperties !== undefined;
    if (!keysFixed) out.push(`${where}: map without fixed keys or maxProperties`);
    unbounded(schema.additionalProperties, `${where}{}`, out);
  }
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('bounded input sizes', () => {
  it('bounds every string, array and map in the parameters and bodies of every route', () => {
    const spec = ctx.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema?: Schema }[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >;
    };
    const out: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        checked++;
        const name = `${method.toUpperCase()} ${path}`;
        for (const p of operation.parameters ?? []) unbounded(p.schema, `${name} ${p.in}:${p.name}`, out);
        unbounded(operation.requestBody?.content?.['application/json']?.schema, `${name} body`, out);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(out).toEqual([]);
  });
});
