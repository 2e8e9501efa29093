import type { Language } from '../../../common/i18n/languages.ts';
import { foldTurkish } from '../../../common/text/fold.ts';
import { CRISIS_CUES, type CrisisCues } from './crisis-words.ts';
import type { NextQuestion, SessionInput, Turn } from './engine.ts';
import { phrase } from './phrases.ts';

/**
 * The crisis check (INTERVIEW-GUIDE §d, §f; issue 25): on suicidal thoughts or hopelessness, current
 * heavy use with withdrawal signs, threats of violence or intoxication during the session, the
 * interviewer pauses the practice with a note that fits, in the learner's language. A suicidal
 * thought told as past, with help now ("damals …, heute habe ich eine Therapeutin"), gets a gentle
 * pause that does not break the session. A practice aid: it errs towards pausing, never judges.
 */
export const CRISIS_KINDS = [
  'suicidal',
  'withdrawal',
  'violence',
  'intoxication',
  'past-with-support',
] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

const NOTE: Record<CrisisKind, 'suicidal' | 'withdrawal' | 'violence' | 'intoxication' | 'pastWithSupport'> =
  {
    suicidal: 'suicidal',
    withdrawal: 'withdrawal',
    violence: 'violence',
    intoxication: 'intoxication',
    'past-with-support': 'pastWithSupport',
  };

type Compiled = Record<Exclude<keyof CrisisCues, 'negator' | 'negatedAfter'>, RegExp> & {
  negator: RegExp;
  negatedAfter: RegExp;
};

const anyOf = (list: string[]) => new RegExp(`(?<![\\p{L}'])(?:${list.join('|')})(?![\\p{L}])`, 'gu');

function compile(cues: CrisisCues): Compiled {
  return {
    suicidal: anyOf(cues.suicidal),
    support: anyOf(cues.support),
    symptom: anyOf(cues.symptom),
    use: anyOf(cues.use),
    threat: anyOf(cues.threat),
    intoxicated: anyOf(cues.intoxicated),
    earlier: anyOf(cues.earlier),
    tense: anyOf(cues.tense),
    // The last few words before a cue, within its clause.
    negator: new RegExp(`(?:^|[^\\p{L}'])(?:${cues.negator})(?![\\p{L}])(?:\\s+\\S+){0,3}\\s*$`, 'u'),
    negatedAfter: new RegExp(`^\\s*(?:${cues.negatedAfter})(?![\\p{L}])`, 'u'),
  };
}

const compiled = new Map<Language, Compiled>();
const cuesOf = (lang: Language) => {
  let cues = compiled.get(lang);
  if (!cues) {
    cues = compile(CRISIS_CUES[lang]);
    compiled.set(lang, cues);
  }
  return cues;
};

/** Lower case (Turkish rules and folded letters for Turkish), one kind of apostrophe and space. */
export function prepareText(text: string, lang: Language): string {
  const lower = text.toLocaleLowerCase(lang).replace(/[’‘`´]/g, "'");
  const folded = lang === 'tr' ? foldTurkish(lower) : lower;
  return folded.replace(/\s+/g, ' ');
}

/** Quoted speech ("ich habe 'ich bring dich um' gebrüllt") is reported, not threatened. */
const QUOTED = /(?<=^|[\s(:])['"„“«‚].{1,80}?['"“”»‘](?=[\s.,;:!?)]|$)/gu;

/** Where a clause ends: the negation of a cue reaches no further. */
const CLAUSE_END = /[,;:–—()]|\s-\s/u;

function sentencesOf(text: string, lang: Language): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

/** True when a match of `pattern` in the sentence is not negated ("keine Suizidgedanken"). */
function affirms(sentence: string, pattern: RegExp, cues: Compiled): boolean {
  for (const match of sentence.matchAll(pattern)) {
    const before = sentence.slice(0, match.index);
    const clauseBefore = before.split(CLAUSE_END).at(-1) ?? '';
    const after = sentence.slice(match.index + match[0].length).split(CLAUSE_END)[0] ?? '';
    if (!cues.negator.test(clauseBefore) && !cues.negatedAfter.test(after)) return true;
  }
  return false;
}

type Sentence = { text: string; earlier: boolean; past: boolean };

/** The crisis an answer shows, most urgent first, or null. */
export function detectCrisis(answer: string, lang: Language): CrisisKind | null {
  const cues = cuesOf(lang);
  const sentences: Sentence[] = sentencesOf(answer, lang).map((original) => {
    const text = prepareText(original, lang);
    const earlier = text.search(cues.earlier) >= 0;
    return { text, earlier, past: earlier || text.search(cues.tense) >= 0 };
  });
  const has = (pattern: RegExp, where: (s: Sentence) => boolean = () => true) =>
    sentences.some((s) => where(s) && affirms(s.text, pattern, cues));
  const now = (s: Sentence) => !s.earlier;

  const suicidalNow = has(cues.suicidal, (s) => !s.past);
  const suicidalPast = has(cues.suicidal, (s) => s.past);
  const support = has(cues.support);
  if (suicidalNow || (suicidalPast && !support)) return 'suicidal';
  if (has(cues.symptom, now) && has(cues.use, now)) return 'withdrawal';
  const spoken = sentences.map((s) => ({ ...s, text: s.text.replace(QUOTED, ' ') }));
  if (spoken.some((s) => now(s) && affirms(s.text, cues.threat, cues))) return 'violence';
  if (has(cues.intoxicated, now)) return 'intoxication';
  if (suicidalPast) return 'past-with-support';
  return null;
}

export const CRISIS_PREFIX = 'crisis-';

/** The answer that set off a crisis note is not rated, nor the reply to the note (scoring pauses). */
export function pausedAnswer(turns: Turn[], index: number): boolean {
  const next = turns[index + 1];
  const before = turns[index - 1];
  return (
    (next?.kind === 'crisis' && next.questionKey !== `${CRISIS_PREFIX}past-with-support`) ||
    before?.kind === 'crisis'
  );
}

/** On signs of a crisis: pause the practice with the note that fits (once per kind and session). */
export function findCrisis(input: SessionInput): NextQuestion | null {
  const last = input.turns.at(-1);
  const lang = input.bank.lang;
  if (last?.role !== 'learner') return null;
  const kind = detectCrisis(last.text, lang);
  if (!kind) return null;
  const key = `${CRISIS_PREFIX}${kind}`;
  if (input.turns.some((t) => t.questionKey === key)) return null;
  return {
    kind: 'crisis',
    topic: last.topic,
    questionKey: key,
    text: phrase(lang, `crisis.${NOTE[kind]}`),
    lang,
  };
}
