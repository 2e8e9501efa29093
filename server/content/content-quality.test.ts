import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEXICON_CATEGORIES } from '../../common/domain/enums.ts';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import { readLexicon } from './lexicon.ts';
import { readQuestionBank } from './questions.ts';

// Quality rules of the content pack (issue 3): every shipped glossary term and exam question.
const defaultContentDir = fileURLToPath(new URL('../../content', import.meta.url));
const terms = readLexicon(defaultContentDir);
const bank = readQuestionBank(defaultContentDir);
const questions = bank.flatMap((category) => category.questions.map((q) => ({ ...q, category })));

/** Sentences of a German text; "1. April", "Nr. 9" or "4. Auflage" do not end one. */
function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[^\d\s][.!?])\s+(?=[A-ZÄÖÜ„(])/)
    .filter(Boolean);
}

/** Lower case, punctuation and spacing removed: two texts that differ only there are duplicates. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What the pack states as true: definitions, descriptions, explanations and correct answers. */
const statedTexts = [
  ...terms.map((t) => t.definition),
  ...bank.map((c) => c.description),
  ...questions.flatMap((q) => [q.explanation, ...q.correct]),
];

const everyText = [
  ...terms.flatMap((t) => [t.term, t.definition]),
  ...bank.flatMap((c) => [c.name, c.description]),
  ...questions.flatMap((q) => [q.question, q.explanation, ...q.options]),
];

describe('sentence counting', () => {
  it('does not split at ordinal numbers and abbreviations with numbers', () => {
    expect(sentences('Seit dem 1. April 2024 gilt es. Nach Nr. 9 der Anlage nicht.')).toHaveLength(2);
    expect(sentences('Die 4. Auflage gilt. Sie ist neu! Wirklich?')).toHaveLength(3);
  });
});

describe('glossary (content/lexicon.yaml)', () => {
  it('has at least 80 terms in every one of the 12 categories', () => {
    expect(terms.length).toBeGreaterThanOrEqual(80);
    const used = new Set(terms.map((t) => t.category));
    expect([...LEXICON_CATEGORIES].filter((c) => !used.has(c))).toEqual([]);
    for (const category of LEXICON_CATEGORIES) {
      expect(terms.filter((t) => t.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('has unique keys and unique terms (case-insensitive, as the database requires)', () => {
    const keys = terms.map((t) => t.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const names = terms.map((t) => t.term.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('links only to terms that exist, never to itself, and every term has related terms', () => {
    const names = new Set(terms.map((t) => t.term));
    const broken = terms.flatMap((t) =>
      t.related.filter((r) => !names.has(r)).map((r) => `${t.term} → ${r}`),
    );
    expect(broken).toEqual([]);
    expect(terms.filter((t) => t.related.includes(t.term)).map((t) => t.term)).toEqual([]);
    expect(terms.filter((t) => t.related.length === 0).map((t) => t.term)).toEqual([]);
  });

  it('defines every term in 2 to 5 sentences', () => {
    const off = terms
      .map((t) => ({ term: t.term, count: sentences(t.definition).length }))
      .filter(({ count }) => count < 2 || count > 5);
    expect(off).toEqual([]);
  });
});

describe('question bank (content/questions/*.yaml)', () => {
  it('has at least 200 questions in at least 10 categories', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(bank.length).toBeGreaterThanOrEqual(10);
    for (const category of bank) expect(category.questions.length, category.key).toBeGreaterThanOrEqual(10);
  });

  it('covers every MPU type by name and the general topics in categories for everyone', () => {
    const typed = new Set(bank.flatMap((c) => c.mpu_types));
    expect(MPU_TYPES.filter((type) => !typed.has(type))).toEqual([]);
    const general = bank.filter((c) => c.mpu_types.length === 0).map((c) => c.key);
    for (const topic of [
      'mpu-ablauf',
      'rechtliche-grundlagen',
      'psychologisches-gespraech',
      'leistungstest-und-medizin',
    ]) {
      expect(general).toContain(topic);
    }
    // Abstinence proof concerns the substance MPUs.
    expect(bank.find((c) => c.key === 'abstinenznachweise')?.mpu_types).toEqual(['alcohol', 'drugs']);
  });

  it('has unique keys across all categories and questions', () => {
    const keys = [...bank.map((c) => `category:${c.key}`), ...questions.map((q) => `question:${q.key}`)];
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const names = bank.map((c) => c.name.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('has no duplicate questions (compared without case, punctuation and spacing)', () => {
    const texts = questions.map((q) => normalize(q.question));
    expect(questions.filter((_, i) => texts.indexOf(texts[i]!) !== i).map((q) => q.key)).toEqual([]);
  });

  it('gives every question 3 to 4 distinct options with its correct answers among them', () => {
    for (const q of questions) {
      expect(q.options.length, q.key).toBeGreaterThanOrEqual(3);
      // The CSV import format has option_a…option_d: the bank stays within 4 options.
      expect(q.options.length, q.key).toBeLessThanOrEqual(4);
      expect(new Set(q.options.map(normalize)).size, q.key).toBe(q.options.length);
      // One to all of them: multi-answer questions vary their count (issue 28, decision 069).
      expect(q.correct.length, q.key).toBeGreaterThanOrEqual(1);
      expect(q.correct.length, q.key).toBeLessThanOrEqual(q.options.length);
      for (const answer of q.correct) expect(q.options, q.key).toContain(answer);
    }
  });

  it('explains every answer in at least one full sentence beyond the answer itself', () => {
    for (const q of questions) {
      expect(q.explanation.length, q.key).toBeGreaterThanOrEqual(80);
      expect(normalize(q.explanation), q.key).not.toBe(normalize(q.correct.join(' ')));
    }
  });

  it('has a realistic mix of difficulties and some multi-answer questions', () => {
    const share = (difficulty: string) =>
      questions.filter((q) => q.difficulty === difficulty).length / questions.length;
    expect(share('easy')).toBeGreaterThanOrEqual(0.2);
    expect(share('medium')).toBeGreaterThanOrEqual(0.3);
    expect(share('hard')).toBeGreaterThanOrEqual(0.1);
    for (const category of bank) {
      expect(new Set(category.questions.map((q) => q.difficulty)).size, category.key).toBeGreaterThanOrEqual(
        2,
      );
    }
    expect(questions.filter((q) => q.correct.length > 1).length).toBeGreaterThanOrEqual(20);
  });

  it('does not put the correct answer mostly in the same place', () => {
    const positions = [0, 0, 0, 0];
    for (const q of questions) {
      q.options.forEach((option, i) => {
        if (q.correct.includes(option)) positions[i]!++;
      });
    }
    const total = positions.reduce((a, b) => a + b, 0);
    for (const count of positions) expect(count / total).toBeLessThan(0.4);
  });
});

describe('every content text', () => {
  it('names no prices and addresses learners formally (Sie, never du)', () => {
    expect(everyText.filter((text) => /\d\s*(€|Euro\b|EUR\b)/.test(text))).toEqual([]);
    expect(everyText.filter((text) => /\b(du|dein\w*|dir|dich)\b/i.test(text))).toEqual([]);
  });

  it('never promises a result (wrong options may, as a trap)', () => {
    const promise = /(garantiert (das )?bestehen|garantiert ein|erfolgsgarantie|sicher bestehen|100 ?%)/i;
    expect(statedTexts.filter((text) => promise.test(text) && !/kein|nicht|niemand/i.test(text))).toEqual([]);
  });

  it('leaves no unverified-fact markers or notes to self', () => {
    expect(everyText.filter((text) => /\[\?\]|\[K\]|\[V\]|TODO|FIXME|XXX/.test(text))).toEqual([]);
  });

  it('uses German quotation marks and umlauts, not ASCII stand-ins', () => {
    expect(everyText.filter((text) => /"/.test(text))).toEqual([]);
    expect(
      everyText.filter((text) => /\b(fuer|ueber|koennen|muessen|Fuehrerschein|Massnahme)\b/.test(text)),
    ).toEqual([]);
  });
});
