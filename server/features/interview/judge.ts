import type { CaseTopic } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { HIGH_BAC } from '../../../common/domain/promille-check.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { AnswerSignal, FollowUpFamily } from '../../../common/schemas/interview.ts';
import { peakPromille, statedGrams } from './amounts.ts';
import { hitsOf, type Reading, readClauses } from './clauses.ts';
import type { SessionInput, Turn } from './engine.ts';
import { familyOf, SAID_KEYS, type Said } from './follow-up.ts';
import { signalsOf } from './signal-words.ts';

/**
 * The judge (issue 25): one answer read like a careful assessor reads it (INTERVIEW-GUIDE §b anchors
 * and caps, §f). It finds the signals by meaning (negation and contrast turn a red flag round), the
 * topic the answer speaks to, a 0–3 rating after the guide's caps, and the follow-up family an
 * assessor would choose next. Pure rules over the judge's word lists; no answer text in the code.
 */
export type JudgeContext = {
  lang: Language;
  reason: MpuType;
  /** The topic the question asked about: the default when the content does not say otherwise. */
  questionTopic: CaseTopic;
  /** The answer follows earlier answers of a running session (not a first or single answer). */
  inSession?: boolean;
  bac: number | null;
  /** The workbook's drinks cannot explain the measured value (common/domain/promille-check.ts). */
  amountGap: boolean;
  weightKg: number | null;
  female: boolean;
  /** The learner's earlier answers in this session, each with the topic it was asked under. */
  earlier?: { text: string; questionTopic: CaseTopic }[];
};

export type Judgement = {
  topic: CaseTopic;
  rating: number;
  /** The most this answer lets its topic score (the guide's caps), 3 without a cap. */
  cap: number;
  signals: AnswerSignal[];
  followUp: FollowUpFamily;
  /** The learner's sentence that shows each signal found, for the report's quotes. */
  evidence: Partial<Record<AnswerSignal, string>>;
};

export type Facts = ReturnType<typeof factsOf>;

function factsOf(reading: Reading, context: JudgeContext) {
  const any = (list: Parameters<typeof hitsOf>[1]) => hitsOf(reading, list).length > 0;
  const old = signalsOf(context.lang);
  const test = (pattern: RegExp) => pattern.test(reading.prepared);
  const turned = reading.hits.some((h) => h.negated);
  const correction = any('SELF_REF') && any('CORRECTION');
  const contest = any('CONTEST') && !correction;
  const grams = context.reason === 'alcohol' ? statedGrams(reading.prepared, context.lang) : null;
  const lowAmount =
    grams !== null && context.bac !== null && !correction && peakPromille(grams, context) < context.bac * 0.6;
  const minimise = (any('MINIMISE') || lowAmount) && !correction;
  const ownedBlame = hitsOf(reading, 'BLAME', true).length > 0;
  const own = any('OWN') || ownedBlame;
  // Blame turned round and own share taken: a second mention of luck or others is not the cause.
  const blame = any('BLAME') && !contest && !(ownedBlame && any('OWN'));
  const concrete =
    hitsOf(reading, 'CONCRETE').length >= (signalsOf(context.lang).NUMBER.test(reading.prepared) ? 1 : 2) &&
    reading.words >= 18;
  const functionNamed = test(old.FUNCTION) || any('CAUSE');
  const insight = own && reading.words >= 10 && (functionNamed || turned || correction || concrete);
  // A stock phrase followed by personal content is an opener, not a memorised answer (§f).
  const stock = any('STOCK') && !((insight || concrete) && reading.words >= 25);
  return {
    refusal: test(old.DENIAL) && !correction && reading.words < 12,
    words: reading.words,
    turned,
    correction,
    contest,
    minimise,
    stock,
    blame,
    own,
    concrete,
    insight,
    history: test(old.HISTORY) || test(old.UNDETECTED),
    undetected: test(old.UNDETECTED),
    lowAmount,
    numbers: test(old.NUMBER),
    vague: test(old.VAGUE) && !test(old.NUMBER),
    bare: reading.words <= 3 && hitsOf(reading, 'NEGATOR').length > 0,
    functionNamed,
    dated: test(old.DATE),
    proof: any('PROOF'),
    therapy: test(old.THERAPY),
    learnt: test(old.LEARNT),
    controlled: test(old.CONTROLLED),
    substitute: test(old.SUBSTITUTE),
    noRisk: any('NO_RISK'),
    risk: test(old.RISK),
    warning: test(old.WARNING),
    lapse: test(old.LAPSE),
    aggression: any('AGGRESSION'),
    selfCheck: test(old.SELF_CHECK),
    highBac: context.bac !== null && context.bac >= HIGH_BAC,
  };
}

/** Earlier answers are read again for every later turn: the last readings are kept (pure). */
const readings = new Map<string, Reading>();
function readCached(text: string, lang: Language): Reading {
  const key = `${lang}\u0000${text}`;
  let reading = readings.get(key);
  if (!reading) {
    reading = readClauses(text, lang);
    if (readings.size >= 500) readings.delete(readings.keys().next().value!);
    readings.set(key, reading);
  }
  return reading;
}

function saidOnTopic(topic: CaseTopic, facts: Facts, context: JudgeContext): Said {
  const said = Object.fromEntries(SAID_KEYS.map((k) => [k, facts[k]])) as Said;
  for (const earlier of context.earlier ?? []) {
    const reading = readCached(earlier.text, context.lang);
    const before = factsOf(reading, context);
    const own = { ...context, questionTopic: earlier.questionTopic, inSession: true };
    if (topicOf(reading, before, own) !== topic) continue;
    for (const k of SAID_KEYS) said[k] ||= before[k];
  }
  return said;
}

const TOPIC_CUES = { past: 'PAST', causes: 'CAUSE', change: 'CHANGE', future: 'FUTURE' } as const;

/** The topic by content: the question's unless another topic's cues clearly outweigh it. */
function topicOf(reading: Reading, facts: Facts, context: JudgeContext): CaseTopic {
  const score = (topic: CaseTopic) => {
    let n = hitsOf(reading, TOPIC_CUES[topic]).length;
    if (topic === 'past') n += Number(facts.contest) + Number(facts.correction) + Number(facts.history);
    if (topic === 'causes') n += Number(facts.blame) + Number(hitsOf(reading, 'OWN').length > 0);
    if (topic === 'change') n += Number(facts.proof) + Number(facts.therapy);
    if (topic === 'future') n += Number(facts.noRisk) + Number(facts.lapse) + Number(facts.warning);
    return n;
  };
  const order = ['past', 'causes', 'change', 'future'] as const;
  const next = order[order.indexOf(context.questionTopic) + 1];
  const asked = score(context.questionTopic);
  // Other topics must outweigh the asked one clearly; within a running session the next topic need
  // only outweigh it, since learners move on ahead of the questions and rarely go back.
  const margin = (topic: CaseTopic) => (topic === next && context.inSession ? 1 : 3);
  const best = order
    .filter((topic) => topic !== context.questionTopic && score(topic) >= asked + margin(topic))
    .sort((a, b) => score(b) - score(a))[0];
  return best ?? context.questionTopic;
}

/** 0–3 by the topic's anchors, then the caps (§b): the rating and the cap it sets on its topic. */
function rate(topic: CaseTopic, f: Facts): { rating: number; cap: number } {
  const count = (...parts: boolean[]) => parts.filter(Boolean).length;
  // Personal substance: a concrete experience or own understanding lifts a plain answer to 2.
  const personal = f.words >= 5 && (f.concrete || f.insight) ? 2 : 1;
  const byParts: Record<CaseTopic, number> = {
    past: f.history && f.numbers ? (f.undetected ? 3 : 2) : f.correction || (f.numbers && f.concrete) ? 2 : 1,
    causes: f.functionNamed && f.own ? (f.words >= 35 ? 3 : 2) : 1,
    change: (() => {
      const n = count(f.proof, f.substitute, f.therapy && f.learnt, f.concrete);
      return f.dated ? (n >= 2 ? 3 : n >= 1 ? 2 : 1) : n >= 2 ? 2 : 1;
    })(),
    // Risk situations with a strategy or a warning sign: 2; a map with both and a lapse plan: 3.
    future: f.risk
      ? f.warning && f.lapse
        ? 3
        : f.warning || f.lapse || f.substitute
          ? 2
          : 1
      : f.lapse || (f.warning && f.substitute)
        ? 2
        : 1,
  };
  let rating =
    f.words < 5 ? 1 : Math.max(byParts[topic], topic === 'past' ? Math.min(personal, 2) : personal);
  let cap = 3;
  if (f.refusal || (f.bare && (topic === 'change' || topic === 'future'))) cap = 0;
  if (topic === 'past') {
    if (f.minimise) cap = Math.min(cap, 1);
    if (f.contest) cap = 0;
  }
  if (topic === 'causes') {
    if (f.blame && !f.own) cap = Math.min(cap, f.functionNamed ? 1 : 0);
    else if (f.blame) cap = Math.min(cap, 1);
    if (!f.functionNamed && !f.own) rating = Math.min(rating, 1);
  }
  if (topic === 'change') {
    if (!f.dated && !f.proof) cap = Math.min(cap, 1);
    if (f.controlled && f.highBac) cap = Math.min(cap, 1);
  }
  if (topic === 'future' && f.noRisk && !f.risk) cap = Math.min(cap, f.words >= 12 ? 1 : 0);
  if (f.stock) cap = Math.min(cap, f.concrete || f.insight ? 1 : 0);
  return { rating: Math.min(rating, cap), cap };
}

/** The sentence of the answer around a position in it. */
function sentenceOf(reading: Reading, position: number): string {
  let start = 0;
  for (const sentence of reading.sentences) {
    const at = reading.text.indexOf(sentence, start);
    if (at + sentence.length >= position) return sentence;
    start = at + sentence.length;
  }
  return reading.sentences.at(-1) ?? reading.text;
}

export function judge(text: string, context: JudgeContext): Judgement {
  const reading = readCached(text, context.lang);
  const facts = factsOf(reading, context);
  const topic = topicOf(reading, facts, context);
  const { rating, cap } = rate(topic, facts);
  const signals: AnswerSignal[] = [];
  if (facts.minimise) signals.push('minimising');
  if (facts.contest) signals.push('contesting');
  if (facts.blame && !facts.own) signals.push('blame');
  if (facts.stock) signals.push('stock-phrase');
  if (facts.correction) signals.push('honest-correction');
  if (facts.concrete) signals.push('concrete-example');
  if (facts.insight && !facts.stock) signals.push('insight');
  if (facts.turned) signals.push('negation');
  const evidence: Judgement['evidence'] = {};
  const LISTS: Record<AnswerSignal, Parameters<typeof hitsOf>[1][]> = {
    minimising: ['MINIMISE'],
    contesting: ['CONTEST'],
    blame: ['BLAME'],
    'stock-phrase': ['STOCK'],
    'honest-correction': ['CORRECTION', 'SELF_REF'],
    'concrete-example': ['CONCRETE'],
    insight: ['OWN', 'CAUSE'],
    negation: ['BLAME', 'CONTEST', 'MINIMISE', 'NO_RISK'],
  };
  for (const signal of signals) {
    const hit = reading.hits.find(
      (h) => LISTS[signal].includes(h.list) && h.negated === (signal === 'negation'),
    );
    evidence[signal] = sentenceOf(reading, hit?.start ?? 0);
  }
  const followUp = familyOf(topic, rating, facts, saidOnTopic(topic, facts, context), context);
  return { topic, rating, cap, signals, followUp, evidence };
}

/** The judge's reading of one learner turn in this session's context. */
export function judgeTurn(
  input: Pick<SessionInput, 'bank' | 'reason' | 'facts' | 'turns'>,
  answer: Turn,
  question: Turn | undefined,
) {
  const before = input.turns.slice(0, input.turns.indexOf(answer));
  const earlier = before.flatMap((t, i) =>
    t.role === 'learner' ? [{ text: t.text, questionTopic: before[i - 1]?.topic ?? t.topic }] : [],
  );
  return judge(answer.text, {
    lang: input.bank.lang,
    reason: input.reason,
    questionTopic: question?.topic ?? answer.topic,
    inSession: earlier.length > 0,
    earlier,
    bac: input.facts.bac,
    amountGap: input.facts.amountGap,
    weightKg: input.facts.weightKg,
    female: input.facts.female,
  });
}
