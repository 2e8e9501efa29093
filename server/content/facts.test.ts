import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCourses } from './courses.ts';
import { readLexicon } from './lexicon.ts';
import { defaultContentDir } from './loader.ts';
import { readQuestionBank } from './questions.ts';
import { readVideos } from './videos.ts';

// Facts corrected after the content review of issue 14, pinned against /work/shared/MPU-FACTS.md so
// that the known errors cannot come back. Wrong options of a question may still name a wrong date as
// a trap; everything the pack states as true may not.

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file, pattern) : pattern.test(name) ? [file] : [];
  });
}
const read = (file: string) => readFileSync(file, 'utf8');

const courses = readCourses(defaultContentDir);
const chapters = courses.flatMap((course) => course.chapters);
const terms = readLexicon(defaultContentDir);
const questions = readQuestionBank(defaultContentDir).flatMap((category) => category.questions);
const videos = readVideos(defaultContentDir).flatMap((section) => section.videos);
const term = (key: string) => terms.find((t) => t.key === key)?.definition ?? '';
const chapter = (key: string) => chapters.find((c) => c.key === key)?.content ?? '';
const question = (key: string) => questions.find((q) => q.key === key);

/** Everything the pack states as true, with where it comes from. */
const stated: { where: string; text: string }[] = [
  ...chapters.map((c) => ({ where: c.file, text: `${c.title}\n${c.content}` })),
  ...files(path.join(defaultContentDir, 'news'), /\.md$/).map((file) => ({ where: file, text: read(file) })),
  ...files(path.join(defaultContentDir, 'video-scripts'), /\.yaml$/).map((file) => ({
    where: file,
    text: read(file),
  })),
  ...files(path.join(defaultContentDir, 'media'), /\.vtt$/).map((file) => ({
    where: file,
    text: read(file),
  })),
  ...terms.map((t) => ({ where: `lexicon:${t.key}`, text: t.definition })),
  ...questions.map((q) => ({ where: `question:${q.key}`, text: [q.explanation, ...q.correct].join('\n') })),
  ...courses.flatMap((course) =>
    course.chapters.flatMap((c) =>
      c.quizzes.map((q) => ({ where: `chapter-quiz:${q.key}`, text: q.correct })),
    ),
  ),
  ...videos.map((v) => ({ where: `video:${v.key}`, text: `${v.title}\n${v.description}` })),
];

/** Sentences (or lines), whitespace collapsed, so that a rule sees one statement at a time. */
const statements = stated.flatMap(({ where, text }) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[^\d\s][.!?])\s+|\s-\s/)
    .map((sentence) => ({ where, sentence })),
);
const offending = (test: (sentence: string) => boolean) =>
  statements.filter(({ sentence }) => test(sentence)).map(({ where, sentence }) => `${where}: ${sentence}`);

describe('cannabis dates (KCanG and § 13a FeV 01.04.2024; driving rules 22.08.2024)', () => {
  it('never dates the THC limit, the alcohol ban or the novice-driver ban to April 2024', () => {
    const drivingRule = /3,5 ?ng\/ml|Grenzwert|§ ?24c|Cannabisverbot|Fahranfänger/;
    expect(
      offending((s) => drivingRule.test(s) && /April 2024/.test(s) && !/22\. August 2024/.test(s)),
    ).toEqual([]);
    expect(offending((s) => /(Grenzwert|3,5 ng\/ml)[^.]*seit 2024/.test(s))).toEqual([]);
  });

  it('gives the date of the driving rules where they are taught', () => {
    for (const text of [
      chapter('cannabis-seit-april-2024'),
      term('paragraf-24a-stvg'),
      term('paragraf-24c-stvg'),
      term('cannabisgesetz'),
      term('thc'),
      question('cannabis-grenzwert')?.explanation,
      read(path.join(defaultContentDir, 'news', '2024-04-01-cannabisgesetz-und-fuehrerschein.md')),
      read(path.join(defaultContentDir, 'news', '2025-04-01-ein-jahr-cannabis-regeln.md')),
      read(path.join(defaultContentDir, 'video-scripts', 'cannabis-und-fuehrerschein.yaml')),
    ]) {
      expect(text).toMatch(/22\. August 2024/);
    }
    expect(question('cannabis-seit-wann')?.correct).toEqual(['Seit dem 22. August 2024']);
    expect(question('recht-paragraf-13a')?.correct).toEqual(['Seit dem 1. April 2024']);
  });

  it('teaches the ban on alcohol when driving with 3.5 ng/ml THC or more (§ 24a Abs. 2a StVG)', () => {
    const alcoholBan = /keine[nm]? Alkohol|Alkohol am Steuer verboten|kein Alkohol am Steuer|Alkoholverbot/;
    expect(chapter('cannabis-seit-april-2024')).toMatch(/§ 24a Abs\. 2a StVG/);
    for (const text of [
      chapter('cannabis-seit-april-2024'),
      term('paragraf-24a-stvg'),
      term('cannabisgesetz'),
      question('cannabis-mit-alkohol')?.correct.join(' '),
      read(path.join(defaultContentDir, 'video-scripts', 'cannabis-und-fuehrerschein.yaml')),
    ]) {
      expect(text).toMatch(alcoholBan);
    }
  });
});

describe('alcohol and points', () => {
  it('does not say cyclists face an MPU from 0.3 ‰ (the fixed bar is 1.6 ‰)', () => {
    expect(
      offending((s) => /0,3 ?(Promille|‰)/.test(s) && /MPU/.test(s) && !/nicht automatisch/.test(s)),
    ).toEqual([]);
    expect(chapter('wann-alkohol-zur-mpu-fuehrt')).not.toMatch(
      /kann das auch schon ab \*\*0,3 Promille\*\* passieren/,
    );
  });

  it("keeps 'Kontrolliertes Trinken' consistent with misuse (A2) and at-risk drinking (A3)", () => {
    const definition = term('kontrolliertes-trinken');
    expect(definition).not.toMatch(/missbraucht hat, braucht in der Regel Abstinenz/);
    expect(definition).toMatch(/A3/);
    expect(definition).toMatch(/A2/);
  });

  it('names the 6-month wait after a withdrawal at 8 points (§ 4 Abs. 10 StVG)', () => {
    for (const text of [
      chapter('punkte-im-fahreignungsregister'),
      term('fahreignungs-bewertungssystem'),
      question('punkte-nach-entzug')?.explanation,
    ]) {
      expect(text).toMatch(/6 Monate/);
      expect(text).toMatch(/§ 4 Abs\. 10 StVG/);
    }
  });
});

describe('drug hypotheses', () => {
  it('are marked as the state of the 4th edition that a 5th edition may have changed', () => {
    for (const text of [
      chapter('hypothesen-d1-bis-d3'),
      term('drogen-hypothesen'),
      question('drogen-hypothese-d1')?.explanation,
      question('drogen-hypothesen-reihenfolge')?.explanation,
    ]) {
      expect(text).toMatch(/4\. Auflage/);
      expect(text).toMatch(/5\. Auflage/);
    }
  });
});
