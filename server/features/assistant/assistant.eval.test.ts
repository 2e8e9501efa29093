import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/harness.ts';
import type { AssistantService } from './assistant.service.ts';
import { assistantOnContentPack } from './assistant-fixtures.ts';
import { evaluate, loadEvalSet } from './eval/eval-set.ts';

/** The evaluation set against the content pack (docs/decisions/017-assistant-retrieval.md). */
describe('assistant retrieval on the content pack', () => {
  let ctx: TestContext;
  let service: AssistantService;
  beforeAll(async () => {
    ({ ctx, service } = await assistantOnContentPack());
  }, 120_000);
  afterAll(() => ctx.close());

  it('cites only sources that exist in the content pack', async () => {
    const result = await ctx.db.execute<{ key: string }>(sql`
      select source_key as key from chapters union all select source_key from lexicon
      union all select source_key from quiz_questions union all select source_key from news`);
    const keys = new Set(
      ((Array.isArray(result) ? result : result.rows) as { key: string }[]).map((r) => r.key),
    );
    const missing = loadEvalSet().flatMap((q) =>
      q.expect.filter((key) => !keys.has(key)).map((key) => `${q.question}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('has the right source among the first three for at least 90 % of the questions', async () => {
    const questions = loadEvalSet();
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(new Set(questions.map((q) => q.reason)).size).toBe(5);
    const result = await evaluate(questions, (q, reasons) => service.search(q, reasons));
    expect(result.hitRate, JSON.stringify(result.misses, null, 2)).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it('knows the learner’s reason: the same question finds the alcohol or the drug chapter', async () => {
    const first = async (reason: 'alcohol' | 'drugs') =>
      (await service.search('Wie lange muss ich abstinent sein?', [reason]))[0]?.sourceKey;
    expect(await first('alcohol')).toBe('chapter:abstinenz-oder-kontrolliertes-trinken');
    expect(await first('drugs')).toBe('chapter:drogenfreiheit-nachweisen');
  });

  it('finds a glossary term despite a typo (trigram) and a word form (stemming)', async () => {
    const keys = async (q: string) => (await service.search(q, [])).map((hit) => hit.sourceKey);
    expect(await keys('Was bedeutet Abstinenznachwies?')).toContain('lexicon:abstinenznachweis');
    expect(await keys('Welche Leberwerte werden geprüft?')).toContain('lexicon:leberwerte');
  });
});
