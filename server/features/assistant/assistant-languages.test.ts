import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerSource } from '../../../common/schemas/assistant.ts';
import { chapters, courses } from '../../db/schema/courses.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import type { TestContext } from '../../test/harness.ts';
import { composeAnswer } from './answer.ts';
import type { AssistantService } from './assistant.service.ts';
import { assistantOnContentPack } from './assistant-fixtures.ts';

/** The assistant in Turkish and English over the translated content pack (issue 14, decision 030). */
describe('assistant retrieval in Turkish and English', () => {
  let ctx: TestContext;
  let service: AssistantService;
  beforeAll(async () => {
    ({ ctx, service } = await assistantOnContentPack());
  }, 180_000);
  afterAll(() => ctx.close());

  const search = (q: string, language: 'de' | 'tr' | 'en', reasons: ('alcohol' | 'drugs')[] = []) =>
    service.search(q, reasons, 3, language);

  it('answers a Turkish question from Turkish passages, with the Turkish stemmer', async () => {
    const hits = await search('Abstinans kanıtı nasıl yapılır?', 'tr');
    expect(hits.map((h) => h.sourceKey)).toContain('lexicon:abstinenznachweis');
    expect(hits.every((h) => h.lang === 'tr')).toBe(true);
    const term = hits.find((h) => h.sourceKey === 'lexicon:abstinenznachweis')!;
    expect(term.title).toBe('Abstinans kanıtı (Abstinenznachweis)');
    const answer = composeAnswer(hits, 'Abstinans kanıtı nasıl yapılır?', 'tr')
      .map((part) => part.text)
      .join('\n\n');
    expect(answer).toMatch(/abstinans/i);
    expect(answer).not.toMatch(/\b(und|der|die|das)\b/);
  });

  it('still finds German terms in a Turkish or English question', async () => {
    const tr = await search('Leberwerte nedir?', 'tr');
    expect(tr.map((h) => h.sourceKey)).toContain('lexicon:leberwerte');
    expect(tr.find((h) => h.sourceKey === 'lexicon:leberwerte')?.lang).toBe('tr');
    const en = await search('What does Abstinenznachweis mean?', 'en');
    expect(en.map((h) => h.sourceKey)).toContain('lexicon:abstinenznachweis');
  });

  it('answers an English question from English passages and knows the learner’s reason', async () => {
    const hits = await search('How long do I have to stay abstinent?', 'en', ['alcohol']);
    expect(hits[0]?.sourceKey).toBe('chapter:abstinenz-oder-kontrolliertes-trinken');
    expect(hits[0]?.lang).toBe('en');
    expect(hits[0]?.parentTitle).not.toBe('Alkohol und Fahreignung');
    expect(hits[0]?.parentLang).toBe('en');
    const drugs = await search('How long do I have to stay abstinent?', 'en', ['drugs']);
    expect(drugs[0]?.sourceKey).toBe('chapter:drogenfreiheit-nachweisen');
  });

  it('falls back to the German passage of an item without a translation', async () => {
    await ctx.db.insert(lexicon).values({
      term: 'Zwischenbescheid',
      category: 'Dokumentation',
      definition: 'Ein Zwischenbescheid der Behörde nennt den Stand des Verfahrens.',
    });
    const hits = await search('Zwischenbescheid', 'tr');
    expect(hits[0]).toMatchObject({ title: 'Zwischenbescheid', lang: 'de' });
    // German learners never see Turkish or English passages.
    const german = await search('Abstinans kanıtı', 'de');
    expect(german.every((h) => h.lang === 'de')).toBe(true);
  });

  it('marks German passages in a Turkish answer and names each source’s context in its own language', async () => {
    // A translated chapter in a course without a translation, and a term without one.
    const [course] = await ctx.db.insert(courses).values({ title: 'Verfahrensfragen' }).returning();
    await ctx.db.insert(chapters).values({
      courseId: course!.id,
      title: 'Akteneinsicht',
      content: '# Akteneinsicht\n\nDie Akteneinsicht zeigt, was die Behörde über Sie weiß.',
      translations: {
        tr: {
          title: 'Dosya incelemesi (Akteneinsicht)',
          content: '# Dosya incelemesi\n\nDosya incelemesi, makamın sizin hakkınızda ne bildiğini gösterir.',
        },
      },
    });
    await ctx.db.insert(lexicon).values({
      term: 'Aktenvermerkfrist',
      category: 'Dokumentation',
      definition: 'Die Aktenvermerkfrist nennt, wie lange ein Vermerk in der Akte bleibt.',
    });
    const learner = await ctx.createUser({ role: 'admin' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/assistant/chat',
      headers: { cookie: learner.cookie, 'accept-language': 'tr' },
      payload: { messages: [{ role: 'user', content: 'Dosya incelemesi ve Aktenvermerkfrist nedir?' }] },
    });
    expect(response.statusCode).toBe(200);
    const events = response.body
      .split('\n\n')
      .filter((chunk) => chunk.startsWith('data: '))
      .map((chunk) => JSON.parse(chunk.slice(6)));
    const sources = events[0].sources as AnswerSource[];
    expect(sources).toContainEqual(
      expect.objectContaining({ lang: 'tr', context: 'Verfahrensfragen', contextLang: 'de' }),
    );
    expect(sources).toContainEqual(
      expect.objectContaining({ title: 'Aktenvermerkfrist', lang: 'de', context: null, contextLang: null }),
    );
    const deltas = events.filter((e) => e.type === 'delta');
    const textIn = (lang: string | undefined) =>
      deltas
        .filter((e) => e.lang === lang)
        .map((e) => e.text)
        .join('');
    // The frame is the interface's (no lang of its own); each passage says its language.
    expect(textIn(undefined)).toMatch(/öğrenme içeriklerinden bir derlemedir/);
    expect(textIn('de')).toContain('Die Aktenvermerkfrist nennt');
    expect(textIn('tr')).toContain('Dosya incelemesi');
    expect(textIn('tr')).not.toContain('Aktenvermerkfrist nennt');
  });

  it('counts document frequencies per language, so German weights never mix with Turkish or English', async () => {
    const counts = async () => {
      const result = await ctx.db.execute<{ lang: string; lexeme: string; passages: number }>(
        sql`select lang, lexeme, passages from assistant_terms where lexeme = '' or passages > 0`,
      );
      return (Array.isArray(result) ? result : result.rows) as {
        lang: string;
        lexeme: string;
        passages: number;
      }[];
    };
    const passages = async () => {
      const result = await ctx.db.execute<{ lang: string; n: number }>(
        sql`select lang, count(*)::int as n from assistant_passages group by lang`,
      );
      return Object.fromEntries(
        ((Array.isArray(result) ? result : result.rows) as { lang: string; n: number }[]).map((r) => [
          r.lang,
          r.n,
        ]),
      );
    };
    const rows = await counts();
    const totals = Object.fromEntries(rows.filter((r) => r.lexeme === '').map((r) => [r.lang, r.passages]));
    expect(totals).toEqual(await passages());
    // A Turkish stem is counted under Turkish only; the German word under German.
    const abstinans = rows.filter((r) => r.lexeme === 'abstinans');
    expect(abstinans.map((r) => r.lang)).toEqual(['tr']);
    // German terms in brackets ('abstinans (Abstinenz)') are counted in each language that quotes them.
    expect(rows.filter((r) => r.lexeme === 'abstinenz').map((r) => r.lang)).toContain('de');
    // Writes keep the counts per language (statement triggers).
    await ctx.db.insert(lexicon).values({
      term: 'Zwischenbescheidtest',
      category: 'Dokumentation',
      definition: 'Ein Bescheid.',
      translations: { en: { term: 'Interim notice', definition: 'A notice.' } },
    });
    const after = Object.fromEntries(
      (await counts()).filter((r) => r.lexeme === '').map((r) => [r.lang, r.passages]),
    );
    expect(after).toEqual(await passages());
    expect(after.en).toBe(totals.en! + 1);
    expect(after.tr).toBe(totals.tr);
  });
});
