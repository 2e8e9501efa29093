import { describe, expect, it } from 'vitest';
import {
  ADMIN_STATUS_MS,
  categoryTypes,
  cleanQuestion,
  DEFAULT_DIFFICULTY,
  isCategoryVisible,
  marksAfterOptionEdit,
  NEW_QUESTION_OPTION_COUNT,
  RANDOM_QUIZ_SIZE,
  RECENT_ACTIVITY_SIZE,
  scorePercent,
} from './exam.ts';

describe('category filter (SPEC §6)', () => {
  it('shows a category whose types overlap the reasons', () => {
    expect(isCategoryVisible(['alcohol'], ['alcohol'])).toBe(true);
    expect(isCategoryVisible(['alcohol', 'drugs'], ['drugs', 'points'])).toBe(true);
  });
  it('hides a category without overlap', () => {
    expect(isCategoryVisible(['drugs'], ['alcohol'])).toBe(false);
    expect(isCategoryVisible(['criminal'], [])).toBe(false);
  });
  it('shows a category without types to everyone, even without reasons', () => {
    expect(isCategoryVisible([], ['alcohol'])).toBe(true);
    expect(isCategoryVisible([], [])).toBe(true);
  });
});

describe('admin category types (SPEC §5)', () => {
  it('defaults to alcohol when none is chosen', () => {
    expect(categoryTypes([])).toEqual(['alcohol']);
    expect(categoryTypes(['drugs', 'drugs'])).toEqual(['drugs']);
  });
  it('is empty for a category meant for everyone', () => {
    expect(categoryTypes(['drugs'], true)).toEqual([]);
  });
});

describe('admin question rules (SPEC §5)', () => {
  const base = {
    categoryId: 'c1',
    question: ' Frage? ',
    options: ['A', '', ' B ', ''],
    correct: [2],
    explanation: ' weil ',
    difficulty: DEFAULT_DIFFICULTY,
  };
  it('drops empty options and keeps the marked ones by text', () => {
    expect(cleanQuestion(base)).toEqual({
      ok: true,
      value: {
        categoryId: 'c1',
        question: 'Frage?',
        options: ['A', 'B'],
        correctAnswers: ['B'],
        explanation: 'weil',
        difficulty: 'medium',
      },
    });
  });
  it('requires question, category and at least one correct answer', () => {
    expect(cleanQuestion({ ...base, question: '  ' })).toEqual({ ok: false, problem: 'required' });
    expect(cleanQuestion({ ...base, categoryId: '' })).toEqual({ ok: false, problem: 'required' });
    expect(cleanQuestion({ ...base, correct: [] })).toEqual({ ok: false, problem: 'required' });
  });
  it('does not let a blank option be correct', () => {
    expect(cleanQuestion({ ...base, correct: [1] })).toEqual({ ok: false, problem: 'required' });
    expect(cleanQuestion({ ...base, correct: [1, 0] })).toMatchObject({
      ok: true,
      value: { correctAnswers: ['A'] },
    });
  });
  it('needs two different options', () => {
    expect(cleanQuestion({ ...base, options: ['A', '', '', ''], correct: [0] })).toEqual({
      ok: false,
      problem: 'too_few_options',
    });
    expect(cleanQuestion({ ...base, options: ['A', 'A '], correct: [0] })).toEqual({
      ok: false,
      problem: 'duplicate_options',
    });
  });
  it('refuses overlong texts', () => {
    expect(cleanQuestion({ ...base, question: 'x'.repeat(2001) })).toEqual({
      ok: false,
      problem: 'too_long',
    });
  });
  it('removes the mark of an option whose text changed', () => {
    expect(marksAfterOptionEdit([0, 2], 2)).toEqual([0]);
    expect(marksAfterOptionEdit([0, 2], 1)).toEqual([0, 2]);
  });
});

describe('constants (SPEC §9)', () => {
  it('pins the quiz and admin numbers', () => {
    expect(RANDOM_QUIZ_SIZE).toBe(10);
    expect(RECENT_ACTIVITY_SIZE).toBe(5);
    expect(NEW_QUESTION_OPTION_COUNT).toBe(4);
    expect(DEFAULT_DIFFICULTY).toBe('medium');
    expect(ADMIN_STATUS_MS).toBe(3000);
  });
  it('rounds the summary percentage and handles nothing answered', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(0, 0)).toBe(0);
    expect(scorePercent(10, 10)).toBe(100);
  });
});
