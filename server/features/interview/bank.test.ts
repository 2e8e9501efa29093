import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CASE_TOPICS } from '../../../common/domain/case.ts';
import { MPU_TYPES } from '../../../common/domain/mpu.ts';
import { defaultContentDir } from '../../content/loader.ts';
import { loadQuestionBank } from './bank.ts';

const bank = loadQuestionBank();

describe('the interview question bank (content/interview)', () => {
  it('has at least 120 questions, every reason and topic covered', () => {
    expect(bank.questions.length).toBeGreaterThanOrEqual(120);
    for (const reason of MPU_TYPES) {
      const own = bank.questions.filter((q) => q.reason === reason);
      expect(own.length, reason).toBeGreaterThanOrEqual(20);
      // An opener without workbook placeholders, so every learner can start.
      expect(
        own.some((q) => q.opener && !q.text.includes('{')),
        reason,
      ).toBe(true);
      for (const topic of CASE_TOPICS) {
        const asked = own.filter((q) => q.topic === topic && !q.opener && !q.text.includes('{'));
        expect(asked.length, `${reason}/${topic}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('marks drug and medical-cannabis content as provisional (5th edition of the criteria pending)', () => {
    expect(bank.provisional.sort()).toEqual(['drugs', 'medizinalcannabis']);
  });

  it('uses only placeholders the workbook fills', () => {
    for (const question of bank.questions) {
      for (const [, name] of question.text.matchAll(/\{(\w+)\}/g)) {
        expect(['bac', 'date', 'points', 'substances', 'changeSince'], question.key).toContain(name);
      }
    }
    for (const followUp of bank.followUps) {
      for (const [, name] of followUp.text.matchAll(/\{(\w+)\}/g)) expect(['quote', 'bac']).toContain(name);
    }
  });

  it('has a follow-up for every trigger and reason', () => {
    const triggers = new Set(bank.questions.flatMap((q) => q.triggers));
    for (const reason of MPU_TYPES) {
      for (const trigger of triggers) {
        const options = bank.followUps.filter(
          (f) => f.trigger === trigger && (f.reasons.length === 0 || f.reasons.includes(reason)),
        );
        if (trigger !== 'high-bac') expect(options.length, `${reason}/${trigger}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('links next steps to chapters and glossary terms that exist in the content', () => {
    const coursesDir = path.join(defaultContentDir, 'courses');
    const chapterKeys = new Set(
      readdirSync(coursesDir).flatMap((course) =>
        readdirSync(path.join(coursesDir, course))
          .filter((f) => f.endsWith('.md'))
          .map((f) => /key:\s*(\S+)/.exec(readFileSync(path.join(coursesDir, course, f), 'utf8'))![1]),
      ),
    );
    const terms = new Set(
      (
        parse(readFileSync(path.join(defaultContentDir, 'lexicon.yaml'), 'utf8')) as {
          terms: { key: string }[];
        }
      ).terms.map((t) => t.key),
    );
    const all = [bank.nextSteps.general, ...Object.values(bank.nextSteps.reasons)].flatMap((byTopic) =>
      Object.values(byTopic),
    );
    for (const steps of all) {
      for (const key of steps.chapters) expect(chapterKeys, key).toContain(key);
      for (const key of steps.terms) expect(terms, key).toContain(key);
    }
  });
});
