import type { CaseWorkbook } from '../../../common/domain/case.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { CONTRADICTION_CUES, type ContradictionCues } from './contradiction-words.ts';
import { prepareText } from './crisis.ts';
import { formatDate, phrase } from './phrases.ts';
import { readAnswer, shorten } from './signals.ts';

/**
 * Contradictions across the whole case (issue 25): an answer is checked against the workbook's
 * structured fields (earlier offences, points, drinks) and its free text, and against the earlier
 * answers. Each finding quotes both sides; the engine asks about each kind once per session.
 */
export type CaseRecord = {
  /** Offences with a date, oldest first, as "14.03.2021: description". */
  offences: { date: string; text: string }[];
  /** The highest points total recorded (points are entered as the running total). */
  points: number | null;
  /** What the learner wrote about their history before the change (past.*). */
  history: string[];
  /** What they wrote about drinking and use then (past.*, causes.*). */
  usedThen: string[];
  /** What they wrote about the time since the change (change.*, proofs, future.*). */
  since: string[];
  /** The largest count of one drink entered for an offence. */
  drinks: number | null;
  /** The change is entered as abstinence. */
  abstinent: boolean;
};

const filled = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

export function caseRecord(workbook: CaseWorkbook): CaseRecord {
  const { past, causes, change, future } = workbook;
  const points = workbook.offences.map((o) => o.points).filter((p): p is number => p !== null);
  const drinks = workbook.offences.flatMap((o) => o.drinks.map((d) => d.count));
  return {
    offences: workbook.offences
      .filter((o): o is typeof o & { date: string } => Boolean(o.date))
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((o) => ({ date: o.date, text: o.description.trim() })),
    points: points.length ? Math.max(...points) : null,
    history: filled([past.since, past.undetected, past.frequency]),
    usedThen: filled([
      past.amounts,
      past.frequency,
      past.undetected,
      causes.lifeThen,
      causes.whyDrove,
      causes.function,
    ]),
    since: filled([change.what, change.replaced, ...change.proofs.map((p) => p.note), future.lapsePlan]),
    drinks: drinks.length ? Math.max(...drinks) : null,
    abstinent: change.kind === 'abstinence',
  };
}

const LISTS = [
  'noHistory',
  'noRelapse',
  'fullAbstinence',
  'used',
  'fewPoints',
  'rarely',
  'often',
  'noDependence',
  'dependence',
  'drinksNow',
  'noAlcohol',
  'reported',
  'drinking',
] as const;
type List = (typeof LISTS)[number];
type Compiled = Record<List, RegExp> & {
  count: RegExp;
  numbers: Record<string, number>;
};
const anyOf = (list: string[]) => new RegExp(`(?<![\\p{L}])(?:${list.join('|')})(?![\\p{L}])`, 'u');
const cache = new Map<Language, Compiled>();
function cuesOf(lang: Language): Compiled {
  const found = cache.get(lang);
  if (found) return found;
  const c: ContradictionCues = CONTRADICTION_CUES[lang];
  const words = Object.keys(c.numbers).sort((a, b) => b.length - a.length);
  const compiled: Compiled = {
    ...(Object.fromEntries(LISTS.map((name) => [name, anyOf(c[name])])) as Record<List, RegExp>),
    // "6–8 Bier", "drei Bier", "ein paar Bier", "two, three beer": the last number before a drink.
    count: new RegExp(
      `(?<![\\p{L}])(\\d+|${words.join('|')})(?:\\s*[–-]\\s*(\\d+))?\\s+(?:\\p{L}+\\s+)?(?:${c.drink})(?![\\p{L}])`,
      'gu',
    ),
    numbers: c.numbers,
  };
  cache.set(lang, compiled);
  return compiled;
}

/** Sentences of a text that match a cue, as written (for quoting). */
function sentencesWith(text: string, lang: Language, pattern: RegExp): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  return [...segmenter.segment(text)]
    .map((s) => s.segment.trim())
    .filter((s) => pattern.test(prepareText(s, lang)));
}

/** The largest number of drinks a text names ("6–8 Bier" → 8). */
function drinkCount(text: string, lang: Language): number | null {
  const cues = cuesOf(lang);
  let most: number | null = null;
  for (const match of prepareText(text, lang).matchAll(cues.count)) {
    const value = Number(match[2] ?? cues.numbers[match[1]!] ?? match[1]);
    if (Number.isFinite(value)) most = Math.max(most ?? 0, value);
  }
  return most;
}

/** Said about today ("heute", "seit", "now"): the amounts then are not contradicted by it. */
const PRESENT: Record<Language, RegExp> = {
  de: /(?<![\p{L}])(?:heute|jetzt|seit|inzwischen|mittlerweile|künftig)(?![\p{L}])/u,
  en: /(?<![\p{L}])(?:today|now|since|these days|nowadays|in future)(?![\p{L}])/u,
  tr: /(?<![\p{L}])(?:bugun|simdi|artik|beri|gunumuzde|ileride)(?![\p{L}])/u,
};
const MINIMISER: Record<Language, RegExp> = {
  de: /(?<![\p{L}])(?:nur|höchstens|bloß|lediglich|ein paar|eigentlich)(?![\p{L}])/u,
  en: /(?<![\p{L}])(?:only|just|at most|a couple of|a few)(?![\p{L}])/u,
  tr: /(?<![\p{L}])(?:sadece|yalnizca|en fazla|birkac|topu topu)(?![\p{L}])/u,
};

const SOFT: Record<Language, RegExp> = {
  de: /(?:wasser|tee|kaffee|saft|limo|alkoholfrei)/u,
  en: /(?:water|tea|coffee|juice|lemonade|alcohol-free)/u,
  tr: /(?:su|cay|kahve|meyve suyu|ayran|alkolsuz)(?![\p{L}])/u,
};

export type Finding = { key: string; text: string };

/**
 * The contradictions of `answer` with the case and the `earlier` answers, in the order the
 * interviewer would raise them, each with both sides quoted in `lang`.
 */
export function caseContradictions(
  answer: string,
  earlier: string[],
  record: CaseRecord,
  lang: Language,
): Finding[] {
  const cues = cuesOf(lang);
  const q = (text: string) => phrase(lang, 'quote', { text: shorten(text, 140).replace(/[.!?]+$/, '') });
  const inCase = (now: string, other: string) =>
    phrase(lang, 'contradiction.case', { now: q(now), other: q(other) });
  const before = (now: string, other: string) =>
    phrase(lang, 'contradiction.earlier', { now: q(now), other: q(other) });
  // A learner who reports or corrects what the workbook says is not claiming it (an honest correction).
  if (cues.reported.test(prepareText(answer, lang))) return [];
  const first = (pattern: RegExp) => sentencesWith(answer, lang, pattern)[0];
  const not = (pattern: RegExp) => (text: string) => !pattern.test(prepareText(text, lang));
  const has = (pattern: RegExp) => (text: string) => pattern.test(prepareText(text, lang));
  const found: Finding[] = [];

  const denied = first(cues.noHistory);
  if (denied) {
    const latest = record.offences.at(-1);
    const older = record.offences.find((o) => latest && o.date < latest.date);
    const written = record.history.filter(not(cues.noHistory)).find((t) => /(?:19|20)\d\d|\d/.test(t));
    const other = older ? `${formatDate(lang, older.date)}: ${older.text}` : written;
    const told = earlier.map((t) => readAnswer(t, lang).undetected).find(Boolean);
    if (other) found.push({ key: 'contradiction-history', text: inCase(denied, other) });
    else if (told) found.push({ key: 'contradiction-history', text: before(denied, told) });
  }

  const few = first(cues.fewPoints);
  if (few && record.points !== null && record.points >= 4) {
    found.push({
      key: 'contradiction-points-workbook',
      text: phrase(lang, 'contradiction.pointsWorkbook', { workbook: record.points, now: q(few) }),
    });
  }

  const noRelapse = first(cues.noRelapse);
  const abstinent = first(cues.fullAbstinence);
  const claim = noRelapse ?? abstinent;
  if (claim) {
    const usedSince = record.since.filter(not(cues.noRelapse)).find(has(cues.used));
    const relapseBefore = earlier
      .filter(not(cues.noRelapse))
      .flatMap((t) => sentencesWith(t, lang, cues.used))[0];
    const key = noRelapse ? 'contradiction-relapse' : 'contradiction-abstinence';
    if (usedSince) found.push({ key, text: inCase(claim, usedSince) });
    else if (relapseBefore && noRelapse) found.push({ key, text: before(claim, relapseBefore) });
  }

  const noDependence = first(cues.noDependence);
  const diagnosed =
    noDependence &&
    [...record.since, ...record.usedThen].filter(not(cues.noDependence)).find(has(cues.dependence));
  if (noDependence && diagnosed)
    found.push({ key: 'contradiction-dependence', text: inCase(noDependence, diagnosed) });

  // "Ich trinke nur noch Wasser, keinen Alkohol" keeps to the abstinence.
  const drinksNow = sentencesWith(answer, lang, cues.drinksNow)
    .filter(not(cues.noAlcohol))
    .find(not(SOFT[lang]));
  const none = drinksNow && record.since.find(has(cues.noAlcohol));
  if (drinksNow && none) found.push({ key: 'contradiction-abstinence', text: inCase(drinksNow, none) });
  else if (drinksNow && record.abstinent) {
    const other = phrase(lang, 'contradiction.abstinenceInWorkbook');
    found.push({
      key: 'contradiction-abstinence',
      text: phrase(lang, 'contradiction.stillUsing', { now: q(drinksNow), other }),
    });
  }

  const notToday = (s: string) => !PRESENT[lang].test(prepareText(s, lang));
  const small = sentencesWith(answer, lang, MINIMISER[lang]).filter(notToday).filter(has(cues.drinking));
  const said = small.map((s) => ({ s, n: drinkCount(s, lang) })).find((x) => x.n !== null);
  if (said) {
    const written = record.usedThen
      .map((t) => ({ t, n: drinkCount(t, lang) }))
      .find((x) => x.n !== null && said.n! * 1.5 <= x.n);
    if (written) found.push({ key: 'contradiction-amount', text: inCase(said.s, written.t) });
  }

  const rarely = sentencesWith(answer, lang, cues.rarely).filter(notToday)[0];
  const often = rarely && record.usedThen.find(has(cues.often));
  if (rarely && often) found.push({ key: 'contradiction-frequency', text: inCase(rarely, often) });
  const oftenNow = sentencesWith(answer, lang, cues.often).filter(notToday)[0];
  const rarelyThen = oftenNow && record.usedThen.find((t) => has(cues.rarely)(t) || has(cues.noHistory)(t));
  if (oftenNow && rarelyThen)
    found.push({ key: 'contradiction-frequency', text: inCase(oftenNow, rarelyThen) });
  return found;
}
