import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParams, numberedPageOf, numberedPageQuery, uuidParams } from './common.ts';

describe('uuidParams (issue 15: one helper for UUID route parameters)', () => {
  it('requires every named parameter to be a UUID', () => {
    const params = uuidParams('id', 'questionId');
    const ids = { id: randomUUID(), questionId: randomUUID() };
    expect(params.parse(ids)).toEqual(ids);
    expect(params.safeParse({ ...ids, questionId: 'frage-1' }).success).toBe(false);
    expect(params.safeParse({ id: ids.id }).success).toBe(false);
    expect(Object.keys(params.shape)).toEqual(['id', 'questionId']);
  });

  it('idParams is uuidParams("id")', () => {
    expect(Object.keys(idParams.shape)).toEqual(['id']);
    expect(idParams.safeParse({ id: 'x' }).success).toBe(false);
  });
});

describe('numbered pages (issue 15: one schema pair for page N of M)', () => {
  it('reads the page number from the query string, from 1, the first page by default', () => {
    expect(numberedPageQuery.parse({})).toEqual({ page: 1 });
    expect(numberedPageQuery.parse({ page: '3' })).toEqual({ page: 3 });
    for (const page of ['0', '-1', '1.5', 'zwei', '100001'])
      expect(numberedPageQuery.safeParse({ page }).success).toBe(false);
  });

  it('answers items, total, page and page size', () => {
    const answer = numberedPageOf(z.object({ id: z.string() }));
    const page = { items: [{ id: 'a' }], total: 21, page: 2, pageSize: 20 };
    expect(answer.parse(page)).toEqual(page);
    expect(answer.safeParse({ ...page, total: -1 }).success).toBe(false);
    expect(answer.safeParse({ entries: page.items, total: 21, page: 2, pageSize: 20 }).success).toBe(false);
  });
});
