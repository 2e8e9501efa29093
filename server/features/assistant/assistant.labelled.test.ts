import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge, loadAssistantQuestions } from '../../../eval/assistant-sets.ts';
import type { TestContext } from '../../test/harness.ts';
import { sourceOf } from './answer.ts';
import type { AssistantService } from './assistant.service.ts';
import { assistantOnContentPack } from './assistant-fixtures.ts';

/** A labelled question set a wrong figure for: a trap with a digit in a harmful form ("6 ‰", "5 ng/ml"). */
const figureTraps = loadAssistantQuestions().filter((q) =>
  q.must_not.some((f) => f.harmful && f.any.some((form) => /\d/.test(form))),
);

/**
 * A small fast subset of the labelled set (eval/assistant/, the whole set runs in `npm run eval`):
 * the questions with a figure trap, answered by the offline engine on the content pack.
 */
describe('assistant on the content pack (labelled subset)', () => {
  let ctx: TestContext;
  let service: AssistantService;
  beforeAll(async () => {
    ({ ctx, service } = await assistantOnContentPack());
  }, 120_000);
  afterAll(() => ctx.close());

  const answer = async (
    question: string,
    reason: (typeof figureTraps)[number]['reason'],
    lang: 'de' | 'tr' | 'en',
  ) => {
    const reply = await service.reply({ messages: [{ role: 'user', content: question }] }, lang, [reason]);
    let text = '';
    for await (const piece of reply.text) if ('text' in piece) text += piece.text;
    return { text, cited: (reply.sources ?? []).map((s) => s.sourceKey) };
  };

  it('states no wrong figure, in all three languages', async () => {
    expect(new Set(figureTraps.map((q) => q.lang))).toEqual(new Set(['de', 'tr', 'en']));
    const harmful: string[] = [];
    for (const q of figureTraps) {
      const { text, cited } = await answer(q.question, q.reason, q.lang);
      for (const fact of judge(q, text, cited).harmful) harmful.push(`${q.id}: ${fact}\n${text}`);
    }
    expect(harmful).toEqual([]);
  }, 120_000);

  it('knows the learner’s reason: the same question finds the alcohol or the drug chapter', async () => {
    const first = async (reason: 'alcohol' | 'drugs') =>
      (await service.search('Wie lange muss ich abstinent sein?', [reason]))[0]?.sourceKey;
    expect(await first('alcohol')).toBe('chapter:abstinenz-oder-kontrolliertes-trinken');
    expect(await first('drugs')).toBe('chapter:drogenfreiheit-nachweisen');
  });

  it('links an exam question source to the question itself, shown first in its category', async () => {
    const hits = await service.search(
      'Zählt eine Bescheinigung der Hausärztin als Abstinenznachweis?',
      ['alcohol'],
      10,
    );
    const question = hits.find((hit) => hit.kind === 'question');
    expect(question).toBeDefined();
    expect(sourceOf(question!).href).toBe(
      `/dashboard/quiz/category/${question!.parentId}?frage=${question!.originId}`,
    );
  });

  it('finds a glossary term despite a typo (trigram) and a word form (stemming)', async () => {
    const keys = async (q: string) => (await service.search(q, [])).map((hit) => hit.sourceKey);
    expect(await keys('Was bedeutet Abstinenznachwies?')).toContain('lexicon:abstinenznachweis');
    expect(await keys('Welche Leberwerte werden geprüft?')).toContain('lexicon:leberwerte');
  });
});
