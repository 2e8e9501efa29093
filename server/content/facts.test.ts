import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../common/i18n/languages.ts';
import { readCourses } from './courses.ts';
import { readLexicon } from './lexicon.ts';
import { defaultContentDir } from './loader.ts';
import { correctInOptionOrder, readQuestionBank } from './questions.ts';
import {
  readCourseTranslations,
  readLexiconTranslations,
  readQuestionTranslations,
  readVideoTranslations,
} from './translation-files.ts';
import { readVideos } from './videos.ts';

// Facts corrected after the content review of issue 14, pinned against /work/shared/MPU-FACTS.md so
// that the known errors cannot come back — in German and in the Turkish and English translations
// (content/i18n/<lang>/, <video>.<lang>.vtt). Wrong options of a question may still name a wrong date
// as a trap; everything the pack states as true may not.

const dir = defaultContentDir;
function files(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? files(file, pattern) : pattern.test(name) ? [file] : [];
  });
}
const read = (file: string) => readFileSync(file, 'utf8');
/** A caption file's text without its header, cue numbers and timings. */
const captionText = (file: string) =>
  read(file)
    .split(/\r?\n/)
    .filter((line) => line.trim() && line !== 'WEBVTT' && !/^\d+$/.test(line) && !line.includes('-->'))
    .join('\n');
/** Whitespace collapsed, so that a phrase broken over lines (captions, Markdown) is found. */
const flat = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

const courses = readCourses(dir);
const chapters = courses.flatMap((course) => course.chapters);
const terms = readLexicon(dir);
const questions = readQuestionBank(dir).flatMap((category) => category.questions);
const videos = readVideos(dir).flatMap((section) => section.videos);
const translated = new Map([
  ...readCourseTranslations(dir),
  ...readLexiconTranslations(dir),
  ...readQuestionTranslations(dir),
  ...readVideoTranslations(dir),
]);

type Text = { where: string; text: string };
/** The pack in one language: what it states as true, and the items the rules below look at. */
function contentIn(lang: Language) {
  const pick = (key: string, german: Record<string, unknown>) =>
    (lang === 'de' ? german : (translated.get(key)?.[lang] ?? {})) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : '');
  /** The options a quiz marks correct: the translated ones in the German positions. */
  const correct = (key: string, options: string[], right: string[]) => {
    const shown = pick(key, { options }).options as string[] | undefined;
    return right.map((answer) => shown?.[options.indexOf(answer)] ?? '');
  };
  const chapter = (c: (typeof chapters)[number]) => pick(`chapter:${c.key}`, c);
  const question = (q: (typeof questions)[number]) => ({
    explanation: str(pick(`question:${q.key}`, q).explanation),
    correct: correct(`question:${q.key}`, q.options, correctInOptionOrder(q)),
  });
  const newsDir = lang === 'de' ? path.join(dir, 'news') : path.join(dir, 'i18n', lang, 'news');
  const captions = files(
    path.join(dir, 'media'),
    lang === 'de' ? /^[^.]+\.vtt$/ : new RegExp(`\\.${lang}\\.vtt$`),
  );
  const stated: Text[] = [
    // Titles apart from the text: a title ends without a full stop and is a statement of its own.
    ...chapters.flatMap((c) => [
      { where: c.file, text: str(chapter(c).title) },
      { where: c.file, text: str(chapter(c).content) },
    ]),
    ...files(newsDir, /\.md$/).map((file) => ({ where: file, text: read(file) })),
    ...(lang === 'de' ? files(path.join(dir, 'video-scripts'), /\.yaml$/) : []).map((file) => ({
      where: file,
      text: read(file),
    })),
    ...captions.map((file) => ({ where: file, text: captionText(file) })),
    ...terms.map((t) => ({ where: `lexicon:${t.key}`, text: str(pick(`lexicon:${t.key}`, t).definition) })),
    ...questions.map((q) => ({
      where: `question:${q.key}`,
      text: [question(q).explanation, ...question(q).correct].join('\n'),
    })),
    ...chapters.flatMap((c) =>
      c.quizzes.map((q) => ({
        where: `chapter-quiz:${q.key}`,
        text: correct(`chapter-quiz:${q.key}`, q.options, [q.correct]).join('\n'),
      })),
    ),
    ...videos.flatMap((v) => {
      const shown = pick(`video:${v.key}`, v);
      return [
        { where: `video:${v.key}`, text: str(shown.title) },
        { where: `video:${v.key}`, text: str(shown.description) },
      ];
    }),
  ];
  const cannabisVideo = path.join(
    dir,
    'media',
    `cannabis-und-fuehrerschein${lang === 'de' ? '' : `.${lang}`}.vtt`,
  );
  return {
    stated,
    chapter: (key: string) => flat(str(chapter(chapters.find((c) => c.key === key)!).content)),
    term: (key: string) => flat(str(pick(`lexicon:${key}`, terms.find((t) => t.key === key)!).definition)),
    question: (key: string) => {
      const q = question(questions.find((x) => x.key === key)!);
      return { explanation: flat(q.explanation), correct: q.correct };
    },
    news: (name: string) => flat(read(path.join(newsDir, name))),
    /** The cannabis video: its captions (and in German the narration script they were made from). */
    cannabisVideo: flat(
      (lang === 'de' ? read(path.join(dir, 'video-scripts', 'cannabis-und-fuehrerschein.yaml')) : '') +
        captionText(cannabisVideo),
    ),
  };
}

/** The words each fact is stated with, per language. */
const WORDS = {
  de: {
    drivingRulesDate: /22\. August 2024/,
    april2024: /April 2024/,
    drivingRule: /3,5 ?ng\/ml|Grenzwert|§ ?24c|Cannabisverbot|Fahranfänger/,
    limitVaguelySince2024: /(Grenzwert|3,5 ng\/ml)[^.]*seit 2024/,
    sinceDrivingRules: 'Seit dem 22. August 2024',
    sinceCannabisAct: 'Seit dem 1. April 2024',
    alcoholBan: /keine[nm]? Alkohol|Alkohol am Steuer verboten|kein Alkohol am Steuer|Alkoholverbot/,
    cyclistLimit: /0,3 ?(Promille|‰)/,
    notAutomatic: /nicht automatisch/,
    exception: /Ausnahme/,
    sixMonths: /6 Monate/,
    editions: [/4\. Auflage/, /5\. Auflage/],
    mixedUseRule: /§ 24a Abs\. 2a StVG/,
    fasterBreakdown: /schneller/,
    noFasterBreakdown: /(Abbau|abbau)[^.]*nicht (nennenswert |wesentlich )?schneller/,
    dyed: /gefärbt|Färben/,
  },
  tr: {
    drivingRulesDate: /22 Ağustos 2024/,
    april2024: /Nisan 2024/,
    drivingRule: /3,5 ?ng\/ml|sınır değer|§ ?24c|esrar yasağı|acemi sürücü/,
    limitVaguelySince2024:
      /(sınır değer|3,5 ng\/ml)[^.]*(?<!Ağustos )2024'ten beri|(?<!Ağustos )2024'ten beri[^.]*(sınır değer|3,5 ng\/ml)/,
    sinceDrivingRules: "22 Ağustos 2024'ten beri",
    sinceCannabisAct: "1 Nisan 2024'ten beri",
    alcoholBan: /hiç alkol|alkol yasa(ğı|ktır)/,
    cyclistLimit: /0,3 ?(promil|‰)/,
    notAutomatic: /otomatik olarak[^.]*(çıkmaz|değil)/,
    exception: /istisna/,
    sixMonths: /6 ay/,
    editions: [/4\. baskı/, /5\. baskı/],
    mixedUseRule: /§ 24a Abs\. 2a StVG/,
    fasterBreakdown: /hızl/,
    noFasterBreakdown: /atılma[^.]*hızlanmaz/,
    dyed: /boya/i,
  },
  en: {
    drivingRulesDate: /22 August 2024/,
    april2024: /April 2024/,
    drivingRule: /3\.5 ?ng\/ml|THC limit|§ ?24c|cannabis ban|novice driver/,
    limitVaguelySince2024: /(limit|3\.5 ng\/ml)[^.]*since 2024/,
    sinceDrivingRules: 'Since 22 August 2024',
    sinceCannabisAct: 'Since 1 April 2024',
    alcoholBan: /any alcohol|alcohol ban|no alcohol/,
    cyclistLimit: /0\.3 ?(per mille|‰)/,
    notAutomatic: /\bnot\b[^.]*automatic/,
    exception: /exception/,
    sixMonths: /6 months/,
    editions: [/4th edition/, /5th edition/],
    mixedUseRule: /§ 24a \(2a\) StVG/,
    fasterBreakdown: /faster/,
    noFasterBreakdown: /not make the breakdown[^.]*faster/,
    dyed: /dye/i,
  },
} satisfies Record<Language, unknown>;

describe.each(['de', 'tr', 'en'] as const)('corrected facts in %s', (lang) => {
  const words = WORDS[lang];
  const pack = contentIn(lang);
  /** Sentences (or lines), whitespace collapsed, so that a rule sees one statement at a time. */
  const statements = pack.stated.flatMap(({ where, text }) =>
    flat(text)
      .split(/(?<=[^\d\s][.!?])\s+|\s-\s/)
      .map((sentence) => ({ where, sentence })),
  );
  const offending = (test: (sentence: string) => boolean) =>
    statements.filter(({ sentence }) => test(sentence)).map(({ where, sentence }) => `${where}: ${sentence}`);

  it('never dates the THC limit, the alcohol ban or the novice-driver ban to April 2024 (they came on 22.08.2024)', () => {
    expect(
      offending(
        (s) => words.drivingRule.test(s) && words.april2024.test(s) && !words.drivingRulesDate.test(s),
      ),
    ).toEqual([]);
    expect(offending((s) => words.limitVaguelySince2024.test(s))).toEqual([]);
  });

  it('gives the date of the driving rules where they are taught; § 13a FeV since 01.04.2024', () => {
    for (const text of [
      pack.chapter('cannabis-seit-april-2024'),
      pack.term('paragraf-24a-stvg'),
      pack.term('paragraf-24c-stvg'),
      pack.term('cannabisgesetz'),
      pack.term('thc'),
      pack.question('cannabis-grenzwert').explanation,
      pack.news('2024-04-01-cannabisgesetz-und-fuehrerschein.md'),
      pack.news('2025-04-01-ein-jahr-cannabis-regeln.md'),
      pack.cannabisVideo,
    ]) {
      expect(text).toMatch(words.drivingRulesDate);
    }
    expect(pack.question('cannabis-seit-wann').correct).toEqual([words.sinceDrivingRules]);
    expect(pack.question('recht-paragraf-13a').correct).toEqual([words.sinceCannabisAct]);
  });

  it('teaches the ban on alcohol when driving with 3.5 ng/ml THC or more (§ 24a Abs. 2a StVG)', () => {
    expect(pack.chapter('cannabis-seit-april-2024')).toMatch(/§ 24a Abs\. 2a StVG/);
    for (const text of [
      pack.chapter('cannabis-seit-april-2024'),
      pack.term('paragraf-24a-stvg'),
      pack.term('cannabisgesetz'),
      pack.question('cannabis-mit-alkohol').correct.join(' '),
      pack.cannabisVideo,
    ]) {
      expect(text).toMatch(words.alcoholBan);
    }
  });

  it('does not say cyclists face an MPU from 0.3 ‰ (not automatic below 1.6 ‰)', () => {
    expect(
      offending((s) => words.cyclistLimit.test(s) && /MPU/.test(s) && !words.notAutomatic.test(s)),
    ).toEqual([]);
    expect(pack.chapter('wann-alkohol-zur-mpu-fuehrt')).toMatch(words.notAutomatic);
  });

  it("keeps 'Kontrolliertes Trinken' consistent with misuse (A2: abstinence, exceptions only) and A3", () => {
    const definition = pack.term('kontrolliertes-trinken');
    expect(definition).not.toMatch(/missbraucht hat, braucht in der Regel Abstinenz/);
    expect(definition).toMatch(/A3/);
    const misuse = definition.split(/(?<=[.;])\s/).find((sentence) => /A2/.test(sentence));
    expect(misuse).toMatch(words.exception);
  });

  it('names the 6-month wait after a withdrawal at 8 points (§ 4 Abs. 10 StVG)', () => {
    for (const text of [
      pack.chapter('punkte-im-fahreignungsregister'),
      pack.term('fahreignungs-bewertungssystem'),
      pack.question('punkte-nach-entzug').explanation,
    ]) {
      expect(text).toMatch(words.sixMonths);
      expect(text).toMatch(/§ 4 Abs\. 10 StVG/);
    }
  });

  it('marks the drug hypotheses as the state of the 4th edition that a 5th edition may have changed', () => {
    for (const text of [
      pack.chapter('hypothesen-d1-bis-d3'),
      pack.term('drogen-hypothesen'),
      pack.question('drogen-hypothese-d1').explanation,
      pack.question('drogen-hypothesen-reihenfolge').explanation,
    ]) {
      for (const edition of words.editions) expect(text).toMatch(edition);
    }
  });

  // Issue 28: the content review's doubtful facts.
  it('defines Mischkonsum with the rule of § 24a Abs. 2a StVG and its date', () => {
    expect(pack.term('mischkonsum')).toMatch(words.mixedUseRule);
    expect(pack.term('mischkonsum')).toMatch(words.drivingRulesDate);
  });

  it('says that heavy drinkers break alcohol down faster, never that tolerance does not speed it up', () => {
    expect(pack.term('alkoholabbau')).toMatch(words.fasterBreakdown);
    expect(pack.question('alkohol-gewoehnung-begriff').explanation).toMatch(words.fasterBreakdown);
    expect(offending((s) => words.noFasterBreakdown.test(s))).toEqual([]);
  });

  it('applies the rule on dyed or bleached hair to drug analyses too', () => {
    expect(pack.chapter('drogenfreiheit-nachweisen')).toMatch(words.dyed);
    expect(pack.question('abstinenz-haar-behandelt').explanation).toMatch(words.dyed);
  });
});
