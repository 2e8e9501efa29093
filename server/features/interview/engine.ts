import { CASE_TOPICS, type CaseTopic, type CaseWorkbook } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { statedDrinksExplainBac } from '../../../common/domain/promille-check.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { BankQuestion, QuestionBank, Trigger } from './bank.ts';
import { type CaseRecord, caseContradictions, caseRecord } from './contradictions.ts';
import { findCrisis } from './crisis.ts';
import { FAMILY_OF_TRIGGER } from './families.ts';
import { judgeTurn } from './judge.ts';
import { formatDate, formatNumber, phrase } from './phrases.ts';
import { readAnswer, shorten } from './signals.ts';

/**
 * The offline interviewer (issue 10): pure rules, no I/O. It opens with the learner's workbook,
 * follows up on what was just said, points out contradictions with the workbook or an earlier answer,
 * walks the four topics and never asks a question twice in a session.
 */
export type TurnKind = 'opener' | 'question' | 'follow-up' | 'contradiction' | 'crisis' | 'answer';

export type Turn = {
  role: 'interviewer' | 'learner';
  kind: TurnKind;
  topic: CaseTopic;
  questionKey: string | null;
  text: string;
};

export type NextQuestion = {
  kind: Exclude<TurnKind, 'answer'>;
  topic: CaseTopic;
  questionKey: string;
  text: string;
  /** The language of `text`: the bank's, or German for a bank item without a translation. */
  lang: Language;
};

/** Bank questions per topic in one session (the opener counts for 'past'). */
export const QUESTIONS_PER_TOPIC = 2;

/** What the workbook says that questions may quote; null where the learner wrote nothing. */
export type CaseFacts = {
  bac: number | null;
  date: string | null;
  points: number | null;
  substances: string | null;
  changeSince: string | null;
  changeKind: CaseWorkbook['change']['kind'];
  undetected: string | null;
  /** The stated drinks cannot explain the measured value (the consistency check of issue 11). */
  amountGap: boolean;
  /** For judging stated amounts against the measured value (Widmark). */
  weightKg: number | null;
  female: boolean;
  /** What answers are checked against (contradictions.ts). */
  record: CaseRecord;
};

export function caseFacts(workbook: CaseWorkbook, reason: MpuType): CaseFacts {
  const offence = workbook.offences.find((o) => o.reason === reason) ?? workbook.offences[0];
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  const record = caseRecord(workbook);
  return {
    bac: offence?.bac ?? null,
    date: offence?.date ?? null,
    // Points are entered as the running total: the highest is the learner's.
    points: record.points,
    substances: text(offence?.substances),
    changeSince: workbook.change.since,
    changeKind: workbook.change.kind,
    undetected: text(workbook.past.undetected),
    amountGap: reason === 'alcohol' && statedDrinksExplainBac(workbook, offence) === false,
    weightKg: workbook.body.weightKg,
    female: workbook.body.sex === 'female',
    record,
  };
}

/**
 * The question text with the workbook's values written as `lang` writes them, or null when one is
 * missing (nothing is invented).
 */
export function fillQuestion(text: string, facts: CaseFacts, lang: Language = 'de'): string | null {
  const values: Record<string, string | null> = {
    bac: facts.bac === null ? null : formatNumber(lang, facts.bac),
    date: facts.date && formatDate(lang, facts.date),
    points: facts.points === null ? null : String(facts.points),
    substances: facts.substances,
    changeSince: facts.changeSince && formatDate(lang, facts.changeSince),
  };
  let missing = false;
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}

/** The bank's language is the session's: questions, the engine's own sentences and the word lists. */
export type SessionInput = {
  bank: QuestionBank;
  reason: MpuType;
  facts: CaseFacts;
  turns: Turn[];
};

const asked = (turns: Turn[]) => new Set(turns.flatMap((t) => (t.questionKey ? [t.questionKey] : [])));

/** The first question: an opener that quotes the workbook where it can. */
export function openingQuestion(input: Omit<SessionInput, 'turns'>): NextQuestion {
  const openers = input.bank.questions.filter((q) => q.reason === input.reason && q.opener);
  for (const question of openers) {
    const text = fillQuestion(question.text, input.facts, input.bank.lang);
    if (text)
      return { kind: 'opener', topic: question.topic, questionKey: question.key, text, lang: question.lang };
  }
  throw new Error(`content/interview: no opener without placeholders for ${input.reason}`);
}

/** A contradiction between the last answer and the workbook or an earlier answer, once per kind. */
export function findContradiction(input: SessionInput): NextQuestion | null {
  const { turns, facts } = input;
  const lang = input.bank.lang;
  const last = turns.at(-1);
  if (last?.role !== 'learner') return null;
  const done = asked(turns);
  const read = (text: string) => readAnswer(text, lang);
  const num = (value: number) => formatNumber(lang, value);
  const now = read(last.text);
  const earlier = turns.slice(0, -1).filter((t) => t.role === 'learner');
  const quote = (text: string | null) =>
    phrase(lang, 'quote', { text: shorten(text ?? '', 120).replace(/[.!?]+$/, '') });
  const candidates: { key: string; text: string }[] = [];

  if (now.bac !== null && facts.bac !== null && Math.abs(now.bac - facts.bac) >= 0.2) {
    candidates.push({
      key: 'contradiction-bac-workbook',
      text: phrase(lang, 'contradiction.bacWorkbook', { workbook: num(facts.bac), now: num(now.bac) }),
    });
  }
  const earlierBac = earlier.map((t) => ({ t, s: read(t.text) })).find((e) => e.s.bac !== null);
  if (now.bac !== null && earlierBac && Math.abs(now.bac - earlierBac.s.bac!) >= 0.2) {
    candidates.push({
      key: 'contradiction-bac-earlier',
      text: phrase(lang, 'contradiction.bacEarlier', { earlier: num(earlierBac.s.bac!), now: num(now.bac) }),
    });
  }
  if (now.points !== null && facts.points !== null && now.points !== facts.points) {
    candidates.push({
      key: 'contradiction-points-workbook',
      text: phrase(lang, 'contradiction.pointsWorkbook', { workbook: facts.points, now: now.points }),
    });
  }
  candidates.push(
    ...caseContradictions(
      last.text,
      earlier.map((t) => t.text),
      facts.record,
      lang,
    ),
  );
  const claimedBefore = earlier.map((t) => read(t.text));
  const abstinentBefore = claimedBefore.map((s) => s.abstinentClaim).find(Boolean);
  const usingBefore = claimedBefore.map((s) => s.stillUsing).find(Boolean);
  if (now.stillUsing && (abstinentBefore || facts.changeKind === 'abstinence')) {
    const other = abstinentBefore
      ? quote(abstinentBefore)
      : phrase(lang, 'contradiction.abstinenceInWorkbook');
    candidates.push({
      key: 'contradiction-abstinence',
      text: phrase(lang, 'contradiction.stillUsing', { now: quote(now.stillUsing), other }),
    });
  } else if (now.abstinentClaim && usingBefore) {
    candidates.push({
      key: 'contradiction-abstinence',
      text: phrase(lang, 'contradiction.abstinentNow', {
        now: quote(now.abstinentClaim),
        other: quote(usingBefore),
      }),
    });
  }
  const found = candidates.find((c) => !done.has(c.key));
  return found
    ? { kind: 'contradiction', topic: last.topic, questionKey: found.key, text: found.text, lang }
    : null;
}

/** Words of a question, for telling near-duplicates (most words shared) from new questions. */
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
function nearDuplicate(text: string, turns: Turn[]): boolean {
  const words = wordsOf(text);
  return turns.some((t) => {
    if (t.role !== 'interviewer') return false;
    const other = wordsOf(t.text);
    const shared = [...words].filter((w) => other.has(w)).length;
    return shared / Math.max(1, Math.min(words.size, other.size)) >= 0.7;
  });
}

/** Interviewer turns per topic in a session: ≥ 2 each in a standard session, then it moves on. */
export const TURNS_PER_TOPIC = 3;
const topicIndex = (topic: CaseTopic) => CASE_TOPICS.indexOf(topic);

/** Topics the session is done with: the budget is used, or ≥ 2 turns and the learner moved on. */
function doneTopics(turns: Turn[], spokenTo: CaseTopic | null): Set<CaseTopic> {
  const done = new Set<CaseTopic>();
  const reached = Math.max(
    ...turns.filter((t) => t.role === 'interviewer').map((t) => topicIndex(t.topic)),
    spokenTo ? topicIndex(spokenTo) : -1,
  );
  for (const topic of CASE_TOPICS) {
    const used = turns.filter((t) => t.role === 'interviewer' && t.topic === topic).length;
    if (used >= TURNS_PER_TOPIC || (used >= 2 && reached > topicIndex(topic))) done.add(topic);
  }
  return done;
}

/** The topic the last answer spoke to (by content), or null. */
function spokenTopic(input: SessionInput): CaseTopic | null {
  const last = input.turns.at(-1);
  return last?.role === 'learner' ? judgeTurn(input, last, input.turns.at(-2)).topic : null;
}

/**
 * A follow-up chosen by family from what the learner just said (the judge's choice), within the
 * topic's budget, never a question asked before or one nearly like it.
 */
export function findFollowUp(input: SessionInput): NextQuestion | null {
  const { turns, bank, reason, facts } = input;
  const last = turns.at(-1);
  if (last?.role !== 'learner' || turns.at(-2)?.kind === 'crisis') return null;
  const judged = judgeTurn(input, last, turns.at(-2));
  if (judged.followUp === 'move-on' || doneTopics(turns, judged.topic).has(judged.topic)) return null;
  const done = asked(turns);
  const quote = Object.values(judged.evidence)[0] ?? last.text;
  const triggers = (Object.keys(FAMILY_OF_TRIGGER) as Trigger[]).filter(
    (t) => FAMILY_OF_TRIGGER[t] === judged.followUp,
  );
  const options = bank.followUps
    .filter((f) => triggers.includes(f.trigger) && (f.reasons.length === 0 || f.reasons.includes(reason)))
    .sort((a, b) => b.reasons.length - a.reasons.length);
  for (const option of options) {
    const key = `follow-up-${option.key}`;
    if (done.has(key)) continue;
    const bac = facts.bac;
    if (option.text.includes('{bac}') && bac === null) continue;
    const text = option.text
      .replace('{quote}', shorten(quote, 120).replace(/[.!?]+$/, ''))
      .replace('{bac}', bac === null ? '' : formatNumber(bank.lang, bac));
    if (nearDuplicate(text, turns)) continue;
    return { kind: 'follow-up', topic: judged.topic, questionKey: key, text, lang: option.lang };
  }
  return null;
}

/** The next bank question: topics in order within their budgets; null when the interview is done. */
export function nextBankQuestion(input: SessionInput): NextQuestion | null {
  const { bank, reason, facts, turns } = input;
  const done = asked(turns);
  const finished = doneTopics(turns, spokenTopic(input));
  const byKey = new Map(bank.questions.map((q) => [q.key, q]));
  const count = (topic: CaseTopic) => [...done].filter((key) => byKey.get(key)?.topic === topic).length;
  for (const topic of CASE_TOPICS) {
    if (finished.has(topic) || count(topic) >= QUESTIONS_PER_TOPIC + 1) continue;
    const candidates: BankQuestion[] = bank.questions.filter(
      (q) => q.reason === reason && q.topic === topic && !q.opener && !done.has(q.key),
    );
    // Questions that quote the workbook first: they make the interview about this learner.
    candidates.sort((a, b) => Number(b.text.includes('{')) - Number(a.text.includes('{')));
    for (const question of candidates) {
      const text = fillQuestion(question.text, facts, bank.lang);
      if (text && !nearDuplicate(text, turns))
        return { kind: 'question', topic, questionKey: question.key, text, lang: question.lang };
    }
  }
  return null;
}

/** After an answer: a crisis note, a contradiction, a follow-up, else the next bank question (null: the end). */
export function nextQuestion(input: SessionInput): NextQuestion | null {
  return findCrisis(input) ?? findContradiction(input) ?? findFollowUp(input) ?? nextBankQuestion(input);
}
