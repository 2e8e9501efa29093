import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { inspectInput, MAX_DEPTH } from './input-limits.ts';

/** `levels` arrays inside each other, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('inspectInput', () => {
  it('lets 64 levels through and refuses the 65th', () => {
    expect(inspectInput(nested(MAX_DEPTH))).toBeNull();
    expect(inspectInput(nested(MAX_DEPTH + 1))).toBe('depth');
    expect(inspectInput({ a: { b: nested(MAX_DEPTH - 2) } })).toBeNull();
    expect(inspectInput({ a: { b: nested(MAX_DEPTH - 1) } })).toBe('depth');
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(() => inspectInput(nested(100_000))).not.toThrow();
    expect(inspectInput(nested(100_000))).toBe('depth');
  });

  it('finds a NUL character in a value or a key, and nothing in clean input', () => {
    expect(inspectInput({ list: ['ok', { deep: 'a\u0000b' }] })).toBe('nul');
    expect(inspectInput({ 'k\u0000': 1 })).toBe('nul');
    expect(inspectInput({ text: 'Grüße', n: 1, none: null, yes: true, list: [] })).toBeNull();
  });
});

describe('limits over HTTP', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => ctx.close());

  const post = (payload: string, url = '/api/auth/login') =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('answers deep nesting with a German 400 and one warn line without a stack trace', async () => {
    lines.length = 0;
    const response = await post(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation' });
    expect(response.json().error.message).toMatch(/zu tief verschachtelt/);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: 40, limit: 'depth', path: '/api/auth/login' });
    expect(lines[0]).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it('answers a body over the anonymous limit with a German 413 too_large and one warn line', async () => {
    lines.length = 0;
    const response = await post(JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(70_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'too_large' });
    expect(response.json().error.message).toMatch(/zu groß/);
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([{ level: 40, limit: 'body' }]);
  });

  it('answers a NUL character with a German 400', async () => {
    const response = await post(JSON.stringify({ email: 'a\u0000@b.de', password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/ungültig.*NUL/);
  });
});
