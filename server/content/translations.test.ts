import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../../common/domain/translations.ts';
import { readCourses } from './courses.ts';
import { listFiles, readMarkdown, readYaml } from './files.ts';
import { readLexicon } from './lexicon.ts';
import { defaultContentDir } from './loader.ts';
import { readNews } from './news.ts';
import { correctInOptionOrder, readQuestionBank } from './questions.ts';
import { readVideos } from './videos.ts';

// Every German item has its Turkish and English version in content/i18n/<lang>/ (format:
// content/README.md, decision 028), aligned: same keys in the same order, questions with the same
// number of distinct options and the correct ones in the same positions, the same placeholders,
// captions with the same cues and timings. Each test lists every problem it finds.
const dir = defaultContentDir;
type Quiz = {
  key: string;
  question: string;
  options: string[];
  correct: string | string[];
  explanation?: string;
};
type T = Record<string, unknown>;

const placeholders = (text: unknown) =>
  (typeof text === 'string' ? (text.match(/\{[a-zA-Z]+\}/g) ?? []) : []).sort().join(' ');

function read(file: string, problems: string[]): T | undefined {
  if (!existsSync(file)) {
    problems.push(`missing file ${path.relative(dir, file)}`);
    return undefined;
  }
  return readYaml(file) as T;
}

function sameKeys(where: string, german: string[], translated: string[], problems: string[]) {
  if (german.join() !== translated.join()) {
    const missing = german.filter((k) => !translated.includes(k));
    const extra = translated.filter((k) => !german.includes(k));
    problems.push(
      `${where}: keys differ from German (missing: ${missing.join(', ') || '–'}; extra: ${extra.join(', ') || '–'}${missing.length + extra.length === 0 ? '; order differs' : ''})`,
    );
  }
}

function text(where: string, german: unknown, translated: unknown, problems: string[]) {
  if (typeof translated !== 'string' || translated.trim() === '') problems.push(`${where}: missing text`);
  else if (placeholders(german) !== placeholders(translated)) problems.push(`${where}: placeholders differ`);
}

function quizzes(where: string, german: Quiz[], translated: Quiz[] | undefined, problems: string[]) {
  const list = translated ?? [];
  sameKeys(
    where,
    german.map((q) => q.key),
    list.map((q) => q.key),
    problems,
  );
  for (const q of german) {
    const t = list.find((x) => x.key === q.key);
    if (!t) continue;
    const at = `${where} ${q.key}`;
    text(`${at} question`, q.question, t.question, problems);
    if (q.explanation) text(`${at} explanation`, q.explanation, t.explanation, problems);
    const options = Array.isArray(t.options) ? t.options : [];
    if (options.length !== q.options.length) {
      problems.push(`${at}: ${options.length} options, German has ${q.options.length}`);
      continue;
    }
    if (new Set(options).size !== options.length) problems.push(`${at}: options not distinct`);
    q.options.forEach((o, i) => {
      if (placeholders(o) !== placeholders(options[i]))
        problems.push(`${at} option ${i + 1}: placeholders differ`);
    });
    const positions = (correct: string | string[], opts: string[]) =>
      (Array.isArray(correct) ? correct : [correct])
        .map((c) => opts.indexOf(c))
        .sort()
        .join();
    if (
      positions(q.correct, q.options) !== positions(t.correct, options) ||
      positions(t.correct, options).includes('-1')
    ) {
      problems.push(`${at}: correct answers are not the options in the German positions`);
    }
  }
}

/** Every string in a parsed YAML value (not the keys of its maps). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const cues = (file: string) =>
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.includes('-->'))
    .map((line) => line.trim());

describe.each(TRANSLATION_LANGUAGES)('content translations: %s', (lang) => {
  const root = path.join(dir, 'i18n', lang);

  it('courses, chapters and chapter quizzes', () => {
    const problems: string[] = [];
    for (const course of readCourses(dir)) {
      const file = path.join(root, 'courses', course.key, 'course.yaml');
      const t = read(file, problems);
      if (t) {
        if (t.key !== course.key) problems.push(`${course.key}: key ${String(t.key)}`);
        text(`course ${course.key} title`, course.title, t.title, problems);
        text(`course ${course.key} description`, course.description, t.description, problems);
      }
      const tq = (t?.quizzes ?? {}) as Record<string, Quiz[]>;
      for (const chapter of course.chapters) {
        const name = path.basename(chapter.file);
        const chapterFile = path.join(root, 'courses', course.key, name);
        if (!existsSync(chapterFile)) problems.push(`missing file ${path.relative(dir, chapterFile)}`);
        else {
          const { data, body } = readMarkdown(chapterFile);
          const front = data as T;
          if (front.key !== chapter.key) problems.push(`${name}: key ${String(front.key)}`);
          text(`chapter ${chapter.key} title`, chapter.title, front.title, problems);
          text(`chapter ${chapter.key} text`, chapter.content, body, problems);
        }
        const german = chapter.quizzes.map((q) => ({ ...q, correct: q.correct }));
        if (t) quizzes(`chapter quiz ${chapter.key}`, german, tq[chapter.key], problems);
      }
    }
    expect(problems).toEqual([]);
  });

  it('exam questions', () => {
    const problems: string[] = [];
    for (const category of readQuestionBank(dir)) {
      const t = read(path.join(root, 'questions', `${category.key}.yaml`), problems);
      if (!t) continue;
      text(`category ${category.key} name`, category.name, t.name, problems);
      text(`category ${category.key} description`, category.description, t.description, problems);
      const german = category.questions.map((q) => ({ ...q, correct: correctInOptionOrder(q) }));
      quizzes(`questions ${category.key}`, german, t.questions as Quiz[] | undefined, problems);
    }
    expect(problems).toEqual([]);
  });

  it('glossary and news', () => {
    const problems: string[] = [];
    const lexicon = read(path.join(root, 'lexicon.yaml'), problems);
    if (lexicon) {
      const german = readLexicon(dir);
      const terms = (lexicon.terms ?? []) as { key: string; term: string; definition: string }[];
      sameKeys(
        'lexicon',
        german.map((x) => x.key),
        terms.map((x) => x.key),
        problems,
      );
      for (const term of german) {
        const tt = terms.find((x) => x.key === term.key);
        if (!tt) continue;
        text(`lexicon ${term.key} term`, term.term, tt.term, problems);
        text(`lexicon ${term.key} definition`, term.definition, tt.definition, problems);
      }
    }
    const files = listFiles(path.join(root, 'news'), /\.md$/);
    for (const item of readNews(dir)) {
      const name = path.basename(item.file);
      if (!files.includes(name)) {
        problems.push(`missing file i18n/${lang}/news/${name}`);
        continue;
      }
      const { data, body } = readMarkdown(path.join(root, 'news', name));
      if ((data as T).key !== item.key) problems.push(`news ${name}: key`);
      text(`news ${item.key} title`, item.title, (data as T).title, problems);
      text(`news ${item.key} text`, item.body, body, problems);
    }
    expect(problems).toEqual([]);
  });

  it('videos, video quizzes and captions with the German cues and timings', () => {
    const problems: string[] = [];
    const t = read(path.join(root, 'videos.yaml'), problems);
    const sections = (t?.sections ?? []) as (T & {
      key: string;
      videos?: (T & { key: string; quizzes?: Quiz[] })[];
    })[];
    const german = readVideos(dir);
    if (t)
      sameKeys(
        'video sections',
        german.map((s) => s.key),
        sections.map((s) => s.key),
        problems,
      );
    for (const section of german) {
      const ts = sections.find((s) => s.key === section.key);
      if (t && ts) {
        text(`section ${section.key} title`, section.title, ts.title, problems);
        text(`section ${section.key} description`, section.description, ts.description, problems);
        sameKeys(
          `videos of ${section.key}`,
          section.videos.map((v) => v.key),
          (ts.videos ?? []).map((v) => v.key),
          problems,
        );
      }
      for (const video of section.videos) {
        const tv = ts?.videos?.find((v) => v.key === video.key);
        if (tv) {
          text(`video ${video.key} title`, video.title, tv.title, problems);
          text(`video ${video.key} description`, video.description, tv.description, problems);
          quizzes(`video quiz ${video.key}`, video.quizzes, tv.quizzes, problems);
        }
        const match = video.captions_url ? /^\/media\/(.+)\.vtt$/.exec(video.captions_url) : null;
        if (!match) continue;
        const captions = path.join(dir, 'media', `${match[1]}.${lang}.vtt`);
        if (!existsSync(captions)) {
          problems.push(`missing file media/${match[1]}.${lang}.vtt`);
          continue;
        }
        const source = cues(path.join(dir, 'media', `${match[1]}.vtt`));
        const translated = cues(captions);
        if (source.join('\n') !== translated.join('\n')) {
          problems.push(
            `media/${match[1]}.${lang}.vtt: ${translated.length} cues, German ${source.length}, or timings differ`,
          );
        }
        if (!readFileSync(captions, 'utf8').startsWith('WEBVTT')) problems.push(`${captions}: not WebVTT`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the practice interview (read by the trainer)', () => {
    const problems: string[] = [];
    // next-steps.yaml has no text of its own: chapter and glossary keys, which the report names by
    // their titles and terms in its language (translated above). Text added there needs a translation.
    const keys = new Set([
      ...readCourses(dir).flatMap((course) => course.chapters.map((c) => c.key)),
      ...readLexicon(dir).map((term) => term.key),
    ]);
    for (const value of strings(readYaml(path.join(dir, 'interview', 'next-steps.yaml')))) {
      if (!keys.has(value)) problems.push(`next-steps.yaml: "${value}" is no chapter or glossary key`);
    }
    for (const name of listFiles(path.join(dir, 'interview'), /\.yaml$/)) {
      if (name === 'next-steps.yaml') continue;
      const german = readYaml(path.join(dir, 'interview', name)) as T;
      const t = read(path.join(root, 'interview', name), problems);
      if (!t) continue;
      if (name === 'signal-words.yaml') {
        sameKeys(name, Object.keys(german).sort(), Object.keys(t).sort(), problems);
        continue;
      }
      const list = (german.questions ?? german.followUps ?? []) as { key: string; text: string }[];
      const tl = (t.questions ?? t.followUps ?? []) as { key: string; text: string }[];
      sameKeys(
        name,
        list.map((q) => q.key),
        tl.map((q) => q.key),
        problems,
      );
      for (const q of list) {
        const tq = tl.find((x) => x.key === q.key);
        if (tq) text(`${name} ${q.key}`, q.text, tq.text, problems);
      }
    }
    expect(problems).toEqual([]);
  });
});
