import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../common/domain/translations.ts';
import { readCourses } from './courses.ts';
import { readQuestionBank } from './questions.ts';
import {
  readCourseTranslations,
  readQuestionTranslations,
  readVideoTranslations,
  type TranslationMap,
} from './translation-files.ts';
import { readVideos } from './videos.ts';

/**
 * How far a quiz can be solved by its form (issue 28): is the right answer the longest option, do
 * multi-answer questions always have the same number of right answers, do brackets mark the right
 * options. Computed from the content files for German and each translation; the content test pins
 * the limits and `npm run content:fairness` prints the figures.
 *
 * Learners answer by position, so a translated question is the German one with translated texts:
 * the correct positions come from German, the texts from the sidecar file.
 */

export type FairnessLanguage = 'de' | TranslationLanguage;
export type QuizKind = 'chapter' | 'video' | 'exam';
export const QUIZ_KINDS: QuizKind[] = ['chapter', 'video', 'exam'];
export const FAIRNESS_LANGUAGES: FairnessLanguage[] = ['de', ...TRANSLATION_LANGUAGES];

/** One question as a learner sees it: its options and which positions are correct. */
export type FormQuestion = {
  key: string;
  kind: QuizKind;
  /** True when the learner sees checkboxes (several answers may be right). */
  multiSelect: boolean;
  options: string[];
  correct: number[];
};

type German = { key: string; options: string[]; correct: string[] };

function positions(q: German) {
  return q.options.flatMap((option, i) => (q.correct.includes(option) ? [i] : []));
}

function translated(
  kind: QuizKind,
  prefix: string,
  german: German[],
  map: TranslationMap,
  lang: FairnessLanguage,
  multiSelect: (q: German) => boolean,
): FormQuestion[] {
  return german.map((q) => {
    const fields = lang === 'de' ? undefined : map.get(`${prefix}:${q.key}`)?.[lang];
    const options = Array.isArray(fields?.options) ? (fields.options as string[]) : q.options;
    return { key: q.key, kind, multiSelect: multiSelect(q), options, correct: positions(q) };
  });
}

/** Every quiz question of the content pack in one language, by kind. */
export function readFormQuestions(
  contentDir: string,
  lang: FairnessLanguage,
): Record<QuizKind, FormQuestion[]> {
  const chapter = readCourses(contentDir).flatMap((course) =>
    course.chapters.flatMap((c) => c.quizzes.map((q) => ({ ...q, correct: [q.correct] }))),
  );
  const video = readVideos(contentDir).flatMap((section) => section.videos.flatMap((v) => v.quizzes));
  const exam = readQuestionBank(contentDir).flatMap((category) => category.questions);
  return {
    // Chapter quizzes: one answer, radio buttons. Video quizzes: always checkboxes. Exam questions:
    // checkboxes exactly when more than one is right (the runner says "mehrere Antworten").
    chapter: translated(
      'chapter',
      'chapter-quiz',
      chapter,
      readCourseTranslations(contentDir),
      lang,
      () => false,
    ),
    video: translated('video', 'video-quiz', video, readVideoTranslations(contentDir), lang, () => true),
    exam: translated(
      'exam',
      'question',
      exam,
      readQuestionTranslations(contentDir),
      lang,
      (q) => q.correct.length > 1,
    ),
  };
}

/**
 * The limits (decision 069), pinned by quiz-fairness.test.ts and checked by `npm run content:figures`:
 * the one right option strictly longest in at most 30 % of one-answer questions per kind, and in at
 * least 12 % over all kinds; checkbox questions with at least three different counts of right options,
 * none holding more than 40 %; brackets on every option of a question or on none.
 */
export const FAIRNESS_LIMITS = { longestMax: 0.3, longestMin: 0.12, countMax: 0.4, countsMin: 3 } as const;

/** What in one language breaks a limit, one line each (empty: within the limits). */
export function fairnessBreaches(lang: FairnessLanguage, byKind: Record<QuizKind, FormQuestion[]>): string[] {
  const breaches: string[] = [];
  for (const kind of QUIZ_KINDS) {
    const f = figures(byKind[kind]);
    if (f.longestShare > FAIRNESS_LIMITS.longestMax)
      breaches.push(`${lang} ${kind}: longest option right in ${pct(f.longestShare)} (limit 30 %)`);
    if (f.multiSelect > 0) {
      if (Object.keys(f.correctCounts).length < FAIRNESS_LIMITS.countsMin)
        breaches.push(`${lang} ${kind}: fewer than three counts of right options`);
      if (f.largestCountShare > FAIRNESS_LIMITS.countMax)
        breaches.push(
          `${lang} ${kind}: one count of right options in ${pct(f.largestCountShare)} (limit 40 %)`,
        );
    }
    if (f.mixedBrackets.length)
      breaches.push(`${lang} ${kind}: brackets on only some options in ${f.mixedBrackets.join(', ')}`);
  }
  const all = figures(QUIZ_KINDS.flatMap((kind) => byKind[kind]));
  if (all.longestShare < FAIRNESS_LIMITS.longestMin)
    breaches.push(`${lang} all: longest option right in only ${pct(all.longestShare)} (floor 12 %)`);
  return breaches;
}

/** Length as a reader perceives it: characters without surrounding spaces. */
const length = (text: string) => text.trim().length;

/** The single right option is longer than every other option (ties are no cue). */
export function longestIsCorrect(q: FormQuestion): boolean {
  if (q.correct.length !== 1) return false;
  const right = length(q.options[q.correct[0]!]!);
  return q.options.every((option, i) => i === q.correct[0] || length(option) < right);
}

/** A bracketed part, e.g. "(Abstinenz)" or "(§ 13a FeV)". */
const BRACKET = /\([^)]*\)/;
export const hasBracket = (option: string) => BRACKET.test(option);

/** The right option is the one that alone has a bracket (or alone lacks one): form gives it away. */
export function bracketMarksCorrect(q: FormQuestion): boolean {
  const marked = q.options.map(hasBracket);
  const count = marked.filter(Boolean).length;
  if (count === 0 || count === q.options.length) return false;
  const rightMarked = q.correct.map((i) => marked[i]);
  const wrongMarked = q.options.flatMap((_, i) => (q.correct.includes(i) ? [] : [marked[i]]));
  return rightMarked.every((m) => m === rightMarked[0]) && wrongMarked.every((m) => m !== rightMarked[0]);
}

/** Some options carry a bracketed part and others do not. */
export function mixedBrackets(q: FormQuestion): boolean {
  const count = q.options.filter(hasBracket).length;
  return count > 0 && count < q.options.length;
}

export type Figures = {
  questions: number;
  /** Questions with one right option (radio or checkbox) whose right option is strictly the longest. */
  single: number;
  longestCorrect: number;
  longestShare: number;
  /** Chance of the longest option being right if lengths carried no cue: mean of 1/options. */
  chance: number;
  /** Checkbox questions by their number of right options, and the largest share at one count. */
  multiSelect: number;
  correctCounts: Record<number, number>;
  largestCountShare: number;
  /** Options with a bracketed part: among right options, among wrong ones. */
  bracketsRight: number;
  rightOptions: number;
  bracketsWrong: number;
  wrongOptions: number;
  /** Questions in which brackets single out exactly the right option(s). */
  bracketCues: string[];
  /** Questions in which some options have a bracketed part and others not (rule: all or none). */
  mixedBrackets: string[];
};

export function figures(questions: FormQuestion[]): Figures {
  const single = questions.filter((q) => q.correct.length === 1);
  const longest = single.filter(longestIsCorrect);
  const multi = questions.filter((q) => q.multiSelect);
  const correctCounts: Record<number, number> = {};
  for (const q of multi) correctCounts[q.correct.length] = (correctCounts[q.correct.length] ?? 0) + 1;
  const largest = Math.max(0, ...Object.values(correctCounts));
  let bracketsRight = 0;
  let rightOptions = 0;
  let bracketsWrong = 0;
  let wrongOptions = 0;
  for (const q of questions) {
    q.options.forEach((option, i) => {
      if (q.correct.includes(i)) {
        rightOptions++;
        if (hasBracket(option)) bracketsRight++;
      } else {
        wrongOptions++;
        if (hasBracket(option)) bracketsWrong++;
      }
    });
  }
  return {
    questions: questions.length,
    single: single.length,
    longestCorrect: longest.length,
    longestShare: single.length ? longest.length / single.length : 0,
    chance: single.length ? single.reduce((sum, q) => sum + 1 / q.options.length, 0) / single.length : 0,
    multiSelect: multi.length,
    correctCounts,
    largestCountShare: multi.length ? largest / multi.length : 0,
    bracketsRight,
    rightOptions,
    bracketsWrong,
    wrongOptions,
    bracketCues: questions.filter(bracketMarksCorrect).map((q) => q.key),
    mixedBrackets: questions.filter(mixedBrackets).map((q) => q.key),
  };
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

/** One line per language and kind, for the script and the test's failure messages. */
export function describeFigures(lang: FairnessLanguage, kind: QuizKind | 'all', f: Figures): string {
  const counts = Object.entries(f.correctCounts)
    .map(([n, c]) => `${n}:${c}`)
    .join(' ');
  return [
    `${lang} ${kind.padEnd(7)}`,
    `longest right ${f.longestCorrect}/${f.single} = ${pct(f.longestShare)} (chance ${pct(f.chance)})`,
    f.multiSelect ? `right per checkbox question ${counts} (max ${pct(f.largestCountShare)})` : '',
    `brackets right ${f.bracketsRight}/${f.rightOptions}, wrong ${f.bracketsWrong}/${f.wrongOptions}`,
    `bracket cues ${f.bracketCues.length}, mixed ${f.mixedBrackets.length}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
