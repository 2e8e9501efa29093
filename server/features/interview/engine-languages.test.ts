import { describe, expect, it } from 'vitest';
import { type CaseWorkbook, emptyWorkbook } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { loadQuestionBanks, translateBank } from './bank-translations.ts';
import { detectCrisis } from './crisis.ts';
import { caseFacts, openingQuestion, type Turn } from './engine.ts';
import { reportOf, runSession, workbookWith } from './engine-fixtures.ts';
import { LANGUAGE_RULES, systemPrompt } from './remote.ts';
import { readAnswer } from './signals.ts';

const banks = loadQuestionBanks();

const run = (lang: Language, reason: MpuType, workbook: CaseWorkbook, answers: string[]) =>
  runSession(banks[lang], reason, workbook, answers);
const last = (turns: Turn[]) => turns.at(-1)!;
const interviewerTexts = (turns: Turn[]) => turns.filter((t) => t.role === 'interviewer').map((t) => t.text);

describe('the offline interviewer in Turkish', () => {
  it('opens in Turkish with the workbook values written the Turkish way', () => {
    const turns = run('tr', 'alcohol', workbookWith({ bac: 1.9, date: '2025-03-14' }), []);
    expect(turns[0]!.text).toBe(
      '14.03.2025 tarihinde 1,9 promil alkolünüz olduğunu yazıyorsunuz. Lütfen o gün buna nasıl varıldığını anlatın.',
    );
  });

  it('reads a Turkish answer with the Turkish word lists, also typed without Turkish letters', () => {
    const signals = readAnswer('İlk kez oldu, sadece birkaç bira içtim, 1,8 promil ölçüldü.', 'tr');
    expect(signals.bac).toBe(1.8);
    expect(signals.onlyFew).not.toBeNull();
    expect(detectCrisis('Hayattan biktim, intihari dusunuyorum.', 'tr')).toBe('suicidal');
    expect(detectCrisis('HAYATTAN BIKTIM.', 'tr')).toBe('suicidal');
    // The German lists do not read Turkish: the same answer says nothing to them.
    expect(readAnswer('İlk kez oldu, sadece birkaç bira içtim.', 'de').onlyFew).toBeNull();
  });

  it('follows up in Turkish on a high value, points out a contradiction in Turkish and pauses on a crisis', () => {
    const high = run('tr', 'alcohol', workbookWith({ bac: 1.9 }), [
      'Bir istisnaydı, o akşam bir kutlamada 4 bira içtim ve sonra eve sürdüm.',
    ]);
    expect(last(high).kind).toBe('follow-up');
    expect(last(high).text).toMatch(/1,9 promil/);
    const contradiction = run('tr', 'alcohol', workbookWith({ bac: 1.9 }), [
      'Bende 1,1 promil ölçüldü, akşam boyunca üç bira içmiştim.',
    ]);
    expect(last(contradiction).kind).toBe('contradiction');
    expect(last(contradiction).text).toContain('Çalışma defterinizde 1,9 promil');
    const crisis = run('tr', 'alcohol', emptyWorkbook(), [
      'Açıkçası artık yaşamak istemiyorum, her akşam içiyorum.',
    ]);
    expect(last(crisis).questionKey).toBe('crisis-suicidal');
    expect(last(crisis).text).toContain('0800 111 0 111');
    expect(last(crisis).text).toContain('Telefonseelsorge');
  });

  it('walks the four topics in Turkish and reports in Turkish', () => {
    const answers = Array.from({ length: 40 }, () => 'Bilmiyorum, ara sıra işte, şanssızlık. Bir daha asla.');
    const workbook = workbookWith({ bac: 2.1 });
    const turns = run('tr', 'alcohol', workbook, answers);
    const texts = interviewerTexts(turns);
    expect(new Set(texts).size).toBe(texts.length);
    // Every bank question came from the Turkish file: no German question words.
    for (const text of texts) expect(text).not.toMatch(/\b(Sie|Ihr|Ihnen|wie|Warum)\b/);
    const report = reportOf(banks.tr, 'alcohol', workbook, turns);
    expect(report.map((r) => r.topic)).toEqual(['past', 'causes', 'change', 'future']);
    const sentences = report.flatMap((r) => [...r.reasons.map((x) => x.text), ...r.missing]);
    expect(sentences.join(' ')).toMatch(/cevap|Henüz açık|konu/i);
    expect(sentences.join(' ')).not.toMatch(/Antworten|Noch offen/);
  });
});

describe('the offline interviewer in English', () => {
  it('opens in English with an English date and number', () => {
    const turns = run('en', 'alcohol', workbookWith({ bac: 1.9, date: '2025-03-14' }), []);
    expect(turns[0]!.text).toBe(
      'You wrote that on 14 March 2025 you had 1.9 ‰. Please tell me how it came to that on that day.',
    );
  });

  it('asks for the own share in English when luck gets the blame, and quotes the learner', () => {
    const turns = run('en', 'points', emptyWorkbook(), [
      'It was just bad luck with the speed camera, they always stand at the same spots. I was 23 km/h too fast.',
    ]);
    expect(last(turns).kind).toBe('follow-up');
    expect(last(turns).text).toMatch(/your own|you yourself|who decided/i);
  });

  it('points out an abstinence claim that a later answer contradicts, naming the German term', () => {
    const workbook = workbookWith(
      { bac: 1.3 },
      { change: { ...emptyWorkbook().change, kind: 'abstinence' } },
    );
    const turns = run('en', 'alcohol', workbook, [
      'Today I still drink a beer now and then at the weekend, but since 1 March 2025 never more than two.',
    ]);
    expect(last(turns).kind).toBe('contradiction');
    expect(last(turns).text).toContain('abstinence (Abstinenz)');
  });

  it('reports in English, quoting the learner', () => {
    const workbook = workbookWith({ bac: 1.2 });
    const turns = run('en', 'alcohol', workbook, [
      'I drank 6 beers over 4 hours at my brother’s birthday, and then I drove home because I felt fine.',
      'I have been drinking since I was 17, at first only at weekends, later nearly every evening.',
    ]);
    const past = reportOf(banks.en, 'alcohol', workbook, turns).find((r) => r.topic === 'past')!;
    expect(past.reasons.map((r) => r.text)).toContain('You get concrete: with numbers, times or an example.');
    expect(past.convincing.join(' ')).toMatch(/Covered – how it developed over time/);
  });
});

describe('the model instruction', () => {
  it('names the language to answer in and keeps the German terms', () => {
    expect(systemPrompt('tr')).toContain(LANGUAGE_RULES.tr);
    expect(LANGUAGE_RULES.tr).toMatch(/Türkisch.*abstinans \(Abstinenz\)/s);
    expect(systemPrompt('en')).toMatch(/Englisch.*abstinence \(Abstinenz\)/s);
    expect(systemPrompt()).toContain('Sprache: Deutsch, Sie-Form.');
  });
});

describe('the translated question banks', () => {
  it('translate every question and follow-up with the German placeholders (none left German)', () => {
    for (const lang of ['tr', 'en'] as const) {
      const untranslated = [
        ...banks[lang].questions.filter((q, i) => q.text === banks.de.questions[i]!.text).map((q) => q.key),
        ...banks[lang].followUps.filter((f, i) => f.text === banks.de.followUps[i]!.text).map((f) => f.key),
      ];
      expect(untranslated, lang).toEqual([]);
    }
  });

  it('say the language of each question: German for an item without a translation', () => {
    const facts = caseFacts(emptyWorkbook(), 'alcohol');
    expect(openingQuestion({ bank: banks.tr, reason: 'alcohol', facts }).lang).toBe('tr');
    const untranslated = translateBank(banks.de, 'tr', '/nonexistent');
    expect(untranslated.lang).toBe('tr');
    expect(openingQuestion({ bank: untranslated, reason: 'alcohol', facts })).toMatchObject({
      text: expect.stringContaining('Warum sind Sie heute hier'),
      lang: 'de',
    });
  });
});
