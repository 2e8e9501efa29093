import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/languages.ts';
import { sentences } from '../../../common/text/sentences.ts';
import type { TestContext } from '../../test/harness.ts';
import { bestSentences, plain } from './answer.ts';
import { assistantOnContentPack } from './assistant-fixtures.ts';

/**
 * The figures a learner must read exactly: decimals with their unit, § numbers with Abs./Nr./S.,
 * ordinals before a noun or a month ("4. Auflage", "22. August"), amounts in euros. Written apart
 * from the splitter's rules on purpose.
 */
const FIGURE =
  /§+\s*\d+[a-z]?(?:\s+(?:Abs|Nr|S|Satz|Art)\.?\s*\d+[a-z]?)*|(?<![\d.,])\d{1,2}\.\s+(?:Auflage|Lebensjahr|[A-ZÄÖÜ][a-zäöü]+\s+\d{4})|(?<![\d.,])\d+(?:[.,]\d+)+\s*(?:‰|%|ng\/ml|mg\/l|µg\/l|Promille|per mille|promil)?|(?<![\d.,])\d+\s*(?:‰|ng\/ml|mg\/l|€|Euro|euros?)/gu;

/** The answer is made of the text's own whole sentences, one after the other (not always next to each other in the text). */
function wholeSentences(answer: string, text: string, lang: Language): boolean {
  const parts = sentences(text, lang).map((s) => s.trim());
  let rest = answer;
  while (rest) {
    const part = parts.find((s) => rest === s || rest.startsWith(`${s} `));
    if (!part) return false;
    rest = rest.slice(part.length).trimStart();
  }
  return true;
}

type Passage = { body: string; lang: Language; key: string | null };

/** Every passage of the content pack in de, tr and en (courses, lexicon, exam questions, news). */
describe('figures in answers are copied exactly', () => {
  let ctx: TestContext;
  let passages: Passage[];
  beforeAll(async () => {
    ({ ctx } = await assistantOnContentPack());
    const result = await ctx.db.execute(
      sql`select body, lang, source_key as key from assistant_passages order by id`,
    );
    passages = (Array.isArray(result) ? result : result.rows) as Passage[];
  }, 120_000);
  afterAll(() => ctx.close());

  it('covers the whole content in all three languages', () => {
    const figures = passages.flatMap((p) => plain(p.body).match(FIGURE) ?? []);
    expect(new Set(passages.map((p) => p.lang))).toEqual(new Set(['de', 'tr', 'en']));
    expect(figures.length).toBeGreaterThan(300);
    expect(figures).toContain('3,5 ng/ml');
    expect(figures).toContain('3.5 ng/ml');
  });

  it('splits no passage inside a figure and loses no text', () => {
    const cut: string[] = [];
    for (const p of passages) {
      const text = plain(p.body);
      const parts = sentences(text, p.lang);
      expect(parts.join('')).toBe(text);
      const ends = new Set<number>();
      let at = 0;
      for (const part of parts) {
        at += part.length;
        ends.add(at);
      }
      for (const m of text.matchAll(FIGURE)) {
        const end = m.index + m[0].trimEnd().length;
        for (let i = m.index + 1; i < end; i++) if (ends.has(i)) cut.push(`${p.key} (${p.lang}): ${m[0]}`);
      }
    }
    expect(cut).toEqual([]);
  });

  it('answers every figure’s own sentence with the figure as the content writes it', () => {
    const wrong: string[] = [];
    for (const p of passages) {
      const text = plain(p.body);
      for (const sentence of sentences(text, p.lang)) {
        const figures = sentence.match(FIGURE);
        if (!figures) continue;
        const answer = bestSentences(p.body, sentence, p.lang);
        if (!wholeSentences(answer, text, p.lang)) wrong.push(`${p.key} (${p.lang}): not a copy: ${answer}`);
        for (const figure of answer.match(FIGURE) ?? [])
          if (!text.includes(figure)) wrong.push(`${p.key} (${p.lang}): ${figure}`);
        if (answer.includes(sentence.trim()))
          for (const figure of figures)
            if (!answer.includes(figure)) wrong.push(`${p.key} (${p.lang}): lost ${figure}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
