import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationItem } from '../../../common/schemas/translations.ts';
import { quizCategories, quizQuestions } from '../../db/schema/exam.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import { videoSections, videos } from '../../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** Administrators edit the Turkish and English versions of content items (issue 14). */
describe('admin translations API', () => {
  let ctx: TestContext;
  let admin: { cookie: string };
  let termId: string;
  let questionId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.createUser({ role: 'admin' });
    const [term] = await ctx.db
      .insert(lexicon)
      .values({ term: 'Sperrfrist', category: 'Rechtliches', definition: 'Die Zeit ohne Führerschein.' })
      .returning();
    termId = term!.id;
    const [category] = await ctx.db.insert(quizCategories).values({ name: 'Recht' }).returning();
    const [question] = await ctx.db
      .insert(quizQuestions)
      .values({
        categoryId: category!.id,
        question: 'Wer ordnet die MPU an?',
        options: ['Die Fahrerlaubnisbehörde', 'Die Polizei', 'Das Gericht'],
        correctAnswers: ['Die Fahrerlaubnisbehörde'],
        explanation: 'Die Behörde ordnet an.',
      })
      .returning();
    questionId = question!.id;
  });
  afterAll(() => ctx.close());

  const put = (cookie: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/translations/${url}`, headers: { cookie }, payload });

  it('is for administrators only', async () => {
    const learner = await ctx.createUser();
    expect((await ctx.app.inject({ url: '/api/admin/translations/lexicon' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/translations/lexicon', headers: { cookie: learner.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await put(learner.cookie, `lexicon/${termId}`, { tr: { term: 'x' } })).statusCode).toBe(403);
  });

  it('flags missing translations, saves one language, keeps the other, and a Turkish learner sees it', async () => {
    const before = (
      await ctx.app.inject({ url: '/api/admin/translations/lexicon', headers: { cookie: admin.cookie } })
    ).json();
    expect(before.missing[termId]).toEqual(['tr', 'en']);
    const saved = await put(admin.cookie, `lexicon/${termId}`, {
      tr: { term: 'Bekleme süresi (Sperrfrist)', definition: 'Ehliyetsiz geçen süre.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as TranslationItem).missing).toEqual(['en']);
    await put(admin.cookie, `lexicon/${termId}`, {
      en: { term: 'Waiting period (Sperrfrist)', definition: 'x' },
    });
    const item = (
      await ctx.app.inject({
        url: `/api/admin/translations/lexicon/${termId}`,
        headers: { cookie: admin.cookie },
      })
    ).json() as TranslationItem;
    expect(item.german).toEqual({ term: 'Sperrfrist', definition: 'Die Zeit ohne Führerschein.' });
    expect(item.translations.tr?.term).toBe('Bekleme süresi (Sperrfrist)');
    expect(item.missing).toEqual([]);

    const learner = await ctx.createUser();
    const list = (
      await ctx.app.inject({
        url: '/api/lexicon?q=Sperrfrist',
        headers: { cookie: learner.cookie, 'accept-language': 'tr' },
      })
    ).json();
    expect(list.items[0]).toMatchObject({ term: 'Bekleme süresi (Sperrfrist)', lang: 'tr' });
    // Clearing every field removes the language again.
    await put(admin.cookie, `lexicon/${termId}`, { en: { term: '', definition: '' } });
    const [row] = await ctx.db.select().from(lexicon).where(eq(lexicon.id, termId));
    expect(Object.keys(row!.translations)).toEqual(['tr']);
  });

  it('refuses options that do not line up with the German ones (400, not 500)', async () => {
    const wrong = await put(admin.cookie, `question/${questionId}`, {
      en: { question: 'Who orders the MPU?', options: ['The authority', 'The police'] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('validation');
    const twice = await put(admin.cookie, `question/${questionId}`, {
      en: { question: 'Who orders the MPU?', options: ['A', 'A', 'B'] },
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await put(admin.cookie, `question/${questionId}`, { en: { term: 'x' } });
    expect(unknown.statusCode).toBe(400);
    const ok = await put(admin.cookie, `question/${questionId}`, {
      en: {
        question: 'Who orders the MPU?',
        options: ['The driving licence authority (Fahrerlaubnisbehörde)', 'The police', 'The court'],
        explanation: 'The authority orders it.',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as TranslationItem).missing).toEqual(['tr']);
    expect((await put(admin.cookie, 'question/00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(
      404,
    );
    expect((await put(admin.cookie, `nonsense/${questionId}`, {})).statusCode).toBe(400);
  });

  it('flags a translation as outdated when the German text changes later; learners still get it', async () => {
    const [term] = await ctx.db
      .insert(lexicon)
      .values({ term: 'Tilgungsfrist', category: 'Rechtliches', definition: 'Wann Punkte gelöscht werden.' })
      .returning();
    const id = term!.id;
    const translated = await put(admin.cookie, `lexicon/${id}`, {
      tr: { term: 'Silinme süresi (Tilgungsfrist)', definition: 'Puanların silindiği zaman.' },
    });
    expect((translated.json() as TranslationItem).outdated).toEqual([]);
    expect((translated.json() as TranslationItem).translations.tr).toEqual({
      term: 'Silinme süresi (Tilgungsfrist)',
      definition: 'Puanların silindiği zaman.',
    });

    // The German definition is corrected (an admin edit or a content pack writes the column).
    await ctx.db
      .update(lexicon)
      .set({ definition: 'Wann Einträge gelöscht werden.' })
      .where(eq(lexicon.id, id));
    const get = async (url: string) =>
      (
        await ctx.app.inject({ url: `/api/admin/translations/${url}`, headers: { cookie: admin.cookie } })
      ).json();
    expect(((await get(`lexicon/${id}`)) as TranslationItem).outdated).toEqual(['tr']);
    expect((await get('lexicon')).outdated[id]).toEqual(['tr']);
    const learner = await ctx.createUser();
    const list = (
      await ctx.app.inject({
        url: '/api/lexicon?q=Tilgungsfrist',
        headers: { cookie: learner.cookie, 'accept-language': 'tr' },
      })
    ).json();
    expect(list.items[0]).toMatchObject({ term: 'Silinme süresi (Tilgungsfrist)', lang: 'tr' });

    // Saving the (checked) translation again makes it current.
    await put(admin.cookie, `lexicon/${id}`, {
      tr: { term: 'Silinme süresi (Tilgungsfrist)', definition: 'Kayıtların silindiği zaman.' },
    });
    expect(((await get(`lexicon/${id}`)) as TranslationItem).outdated).toEqual([]);
    expect((await get('lexicon')).outdated[id]).toBeUndefined();
  });

  it('flags a missing caption track, or one whose file under /media is not there', async () => {
    const [section] = await ctx.db.insert(videoSections).values({ title: 'Grundlagen' }).returning();
    const text = (lang: string) => ({ title: `Titel ${lang}`, description: `Beschreibung ${lang}` });
    const [video, withoutCaptions, spokenTurkish] = await ctx.db
      .insert(videos)
      .values([
        { sectionId: section!.id, ...text('de'), url: '/media/a.mp4', captionsUrl: '/media/a.vtt' },
        { sectionId: section!.id, ...text('de'), url: '/media/b.mp4' },
        {
          sectionId: section!.id,
          ...text('de'),
          url: '/media/c.mp4',
          captionsUrl: '/media/c.vtt',
          language: 'tr',
        },
      ])
      .returning();
    const missing = async (id: string) =>
      (
        (
          await ctx.app.inject({
            url: `/api/admin/translations/video/${id}`,
            headers: { cookie: admin.cookie },
          })
        ).json() as TranslationItem
      ).missing;
    // Title and description in both languages, but no caption file: both flagged.
    await put(admin.cookie, `video/${video!.id}`, { tr: text('tr'), en: text('en') });
    expect(await missing(video!.id)).toEqual(['tr', 'en']);
    // A Turkish file that the media folder has; an English path that names no file there.
    await put(admin.cookie, `video/${video!.id}`, {
      tr: { ...text('tr'), captionsUrl: '/media/mpu-in-fuenf-schritten.tr.vtt' },
      en: { ...text('en'), captionsUrl: '/media/gibt-es-nicht.en.vtt' },
    });
    expect(await missing(video!.id)).toEqual(['en']);
    const list = (
      await ctx.app.inject({ url: '/api/admin/translations/video', headers: { cookie: admin.cookie } })
    ).json();
    expect(list.missing[video!.id]).toEqual(['en']);
    await put(admin.cookie, `video/${video!.id}`, {
      en: { ...text('en'), captionsUrl: 'https://example.org/a.en.vtt' },
    });
    expect(await missing(video!.id)).toEqual([]);
    // No captions in German: none to translate. Spoken Turkish: its own captions are the Turkish track.
    await put(admin.cookie, `video/${withoutCaptions!.id}`, { tr: text('tr'), en: text('en') });
    expect(await missing(withoutCaptions!.id)).toEqual([]);
    await put(admin.cookie, `video/${spokenTurkish!.id}`, { tr: text('tr'), en: text('en') });
    expect(await missing(spokenTurkish!.id)).toEqual(['en']);
  });
});
