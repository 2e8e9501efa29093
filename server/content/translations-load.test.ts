import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanHash, outdatedLanguages } from '../../common/domain/translations.ts';
import { contentLoaded } from '../db/schema/content.ts';
import { quizzes } from '../db/schema/courses.ts';
import { lexicon } from '../db/schema/lexicon.ts';
import { videos } from '../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { defaultContentDir, loadContent } from './loader.ts';

// Translations from content/i18n/<lang>/ land in the `translations` column (decision 028), each
// language with its own hash, so German reloads (decision 020) and administrators' edits keep working.
let ctx: TestContext;
let dir: string;

function write(file: string, text: string) {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

const trLexicon = (definition: string) => `terms:
  - key: fahreignung
    term: Sürüş ehliyeti uygunluğu (Fahreignung)
    definition: ${definition}
`;
const trCourse = `key: die-mpu-verstehen
title: MPU'yu anlamak
description: MPU nedir, ne zaman istenir.
quizzes:
  was-ist-die-mpu:
    - key: mpu-abkuerzung
      question: "MPU kısaltması ne anlama gelir?"
      options: ["Motorlu pratik kontrol", "Tıbbi-psikolojik muayene", "Zorunlu sağlık kontrolü"]
      correct: "Tıbbi-psikolojik muayene"
      explanation: MPU, tıbbi-psikolojik muayene demektir.
`;

beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'mpu-i18n-'));
  cpSync(defaultContentDir, dir, {
    recursive: true,
    filter: (src) => !path.relative(defaultContentDir, src).startsWith('i18n') && !/\.(mp4|jpg)$/.test(src),
  });
  write('i18n/tr/lexicon.yaml', trLexicon('Güvenli araç kullanabilme yeteneği.'));
  write('i18n/tr/courses/die-mpu-verstehen/course.yaml', trCourse);
  write(
    'i18n/tr/videos.yaml',
    `sections:
  - key: grundlagen
    title: MPU'nun temelleri
    description: Süreç ve kavramlar.
    videos:
      - key: mpu-in-fuenf-schritten
        title: Beş adımda MPU
        description: Başvurudan rapora kadar.
`,
  );
  write('media/mpu-in-fuenf-schritten.tr.vtt', 'WEBVTT\n');
  await loadContent(ctx.db, { contentDir: dir });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

const term = async () =>
  (await ctx.db.select().from(lexicon).where(eq(lexicon.sourceKey, 'lexicon:fahreignung')))[0]!;

describe('loading translations', () => {
  it('stores the translated fields per language next to German, with caption files per language', async () => {
    const loaded = await term();
    expect(loaded.translations).toEqual({
      tr: {
        term: 'Sürüş ehliyeti uygunluğu (Fahreignung)',
        definition: 'Güvenli araç kullanabilme yeteneği.',
        sourceHash: germanHash(loaded, { term: '', definition: '' }),
      },
    });
    const [quiz] = await ctx.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.sourceKey, 'chapter-quiz:mpu-abkuerzung'));
    expect(quiz!.correctAnswer).toBe('Medizinisch-Psychologische Untersuchung');
    expect(quiz!.translations.tr?.options).toEqual([
      'Motorlu pratik kontrol',
      'Tıbbi-psikolojik muayene',
      'Zorunlu sağlık kontrolü',
    ]);
    const [video] = await ctx.db
      .select()
      .from(videos)
      .where(eq(videos.sourceKey, 'video:mpu-in-fuenf-schritten'));
    expect(video!.translations.tr).toMatchObject({
      title: 'Beş adımda MPU',
      captionsUrl: '/media/mpu-in-fuenf-schritten.tr.vtt',
    });
    const [record] = await ctx.db
      .select()
      .from(contentLoaded)
      .where(eq(contentLoaded.sourceKey, 'lexicon:fahreignung@tr'));
    expect(record?.hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('adds a new language to loaded rows, takes corrections, keeps an administrator’s edit per language', async () => {
    // An existing installation: the row was loaded without English; an administrator edits Turkish.
    await ctx.db
      .update(quizzes)
      .set({
        translations: sql`jsonb_set(${quizzes.translations}, '{tr,question}', '"Yöneticinin sorusu"')`,
      })
      .where(eq(quizzes.sourceKey, 'chapter-quiz:mpu-abkuerzung'));
    write('i18n/tr/lexicon.yaml', trLexicon('Düzeltilmiş tanım.'));
    write(
      'i18n/tr/courses/die-mpu-verstehen/course.yaml',
      trCourse.replace('MPU kısaltması', 'MPU kısa adı'),
    );
    write(
      'i18n/en/lexicon.yaml',
      'terms:\n  - key: fahreignung\n    term: Fitness to drive (Fahreignung)\n    definition: Being able to drive safely.\n',
    );

    const results = await loadContent(ctx.db, { contentDir: dir });

    expect(results.lexicon?.updated).toBe(1);
    const row = await term();
    expect(row.translations.tr?.definition).toBe('Düzeltilmiş tanım.');
    expect(row.translations.en?.term).toBe('Fitness to drive (Fahreignung)');
    expect(row.term).toBe('Fahreignung');
    const [quiz] = await ctx.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.sourceKey, 'chapter-quiz:mpu-abkuerzung'));
    expect(quiz!.translations.tr?.question).toBe('Yöneticinin sorusu');
    // Loading again changes nothing.
    const again = await loadContent(ctx.db, { contentDir: dir });
    expect(again.lexicon?.updated).toBe(0);
    expect(again.courses?.updated).toBe(0);
  });

  it('finds glossary terms by their Turkish and English words (stemmed) as well as German', async () => {
    const hits = async (config: string, column: string, q: string) => {
      const result = await ctx.db.execute<{ term: string }>(
        sql`select term from lexicon where ${sql.identifier(column)} @@ websearch_to_tsquery(${config}::regconfig, ${q})`,
      );
      return ((Array.isArray(result) ? result : result.rows) as { term: string }[]).map((r) => r.term);
    };
    expect(await hits('english', 'search_vector_en', 'drives')).toContain('Fahreignung');
    expect(await hits('turkish', 'search_vector_tr', 'ehliyet')).toContain('Fahreignung');
  });

  it('flags translations as outdated when a content pack changes German but not them (decision 035)', async () => {
    expect(outdatedLanguages((await term()).translations, await term())).toEqual([]);
    const file = path.join(dir, 'lexicon.yaml');
    const german = readFileSync(file, 'utf8');
    write(
      'lexicon.yaml',
      german.replace('Fahreignung bedeutet, dass jemand', 'Fahreignung heißt, dass jemand'),
    );
    await loadContent(ctx.db, { contentDir: dir });
    const row = await term();
    expect(row.definition).toContain('Fahreignung heißt');
    expect(outdatedLanguages(row.translations, row)).toEqual(['tr', 'en']);
    expect(row.translations.tr?.definition).toBe('Düzeltilmiş tanım.'); // learners still get it

    // A new Turkish translation in the pack belongs to the new German: current again.
    write('i18n/tr/lexicon.yaml', trLexicon('Yeni tanım.'));
    await loadContent(ctx.db, { contentDir: dir });
    const fresh = await term();
    expect(outdatedLanguages(fresh.translations, fresh)).toEqual(['en']);
  });
});
