import { describe, expect, it } from 'vitest';
import { type CaseWorkbook, emptyWorkbook } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { loadQuestionBank } from './bank.ts';
import type { Turn } from './engine.ts';
import { runSession, workbookWith } from './engine-fixtures.ts';

const bank = loadQuestionBank();

const run = (reason: MpuType, workbook: CaseWorkbook, answers: string[]) =>
  runSession(bank, reason, workbook, answers);
const lastQuestion = (turns: Turn[]) => turns.at(-1)!;

describe('the offline interviewer', () => {
  it('opens with the workbook and never invents what is empty', () => {
    const filled = run('alcohol', workbookWith({ bac: 1.9, date: '2025-03-14' }), []);
    expect(filled[0]!.text).toBe(
      'Sie schreiben, Sie hatten am 14.03.2025 1,9 Promille. Erzählen Sie bitte, wie es an diesem Tag dazu kam.',
    );
    const bacOnly = run('alcohol', workbookWith({ bac: 1.2 }), []);
    expect(bacOnly[0]!.text).toContain('1,2 Promille');
    const empty = run('alcohol', emptyWorkbook(), []);
    expect(empty[0]!.text).toContain('Warum sind Sie heute hier');
    expect(empty[0]!.text).not.toMatch(/\{|Promille/);
    const points = run('points', workbookWith({ reason: 'points', points: 8 }), []);
    expect(points[0]!.text).toContain('8 Punkte');
  });

  it('asks about tolerance and drinking history after a high blood alcohol level', () => {
    const turns = run('alcohol', workbookWith({ bac: 1.9 }), [
      'Das war eine Ausnahme, ich hatte an dem Abend 4 Bier auf einer Feier und bin dann nach Hause gefahren.',
    ]);
    expect(lastQuestion(turns).kind).toBe('follow-up');
    expect(lastQuestion(turns).text).toMatch(/1,9 Promille.*(Trinkgewohnheiten|normalen Abend)/);
  });

  it("asks what is missing when the workbook's drinks cannot explain the measured value", () => {
    const body = { sex: 'male' as const, weightKg: 80, heightCm: null, age: null };
    const beers = (count: number) => [{ label: 'beer', volumeMl: 500, abv: 5, count }];
    const answer =
      'Ich war auf einer Feier, habe Bier getrunken und bin danach mit dem Auto nach Hause gefahren.';
    // 4 × 0.5 l beer in 3 hours give 0.40–0.99 ‰ for 80 kg: far below the measured 1.9 ‰.
    const gap = run('alcohol', workbookWith({ bac: 1.9, drinks: beers(4), drinkingHours: 3 }, { body }), [
      answer,
    ]);
    expect(lastQuestion(gap).kind).toBe('follow-up');
    expect(lastQuestion(gap).questionKey).toMatch(/^follow-up-menge-luecke-/);
    expect(lastQuestion(gap).text).toContain('1,9 Promille');
    // 9 beers (1.65–2.59 ‰) explain it: no such question.
    const fits = run('alcohol', workbookWith({ bac: 1.9, drinks: beers(9), drinkingHours: 3 }, { body }), [
      answer,
    ]);
    expect(fits.some((t) => t.questionKey?.startsWith('follow-up-menge-luecke-'))).toBe(false);
    // Without body data the check cannot run, and nothing is assumed.
    const unknown = run('alcohol', workbookWith({ bac: 1.9, drinks: beers(4), drinkingHours: 3 }), [answer]);
    expect(unknown.some((t) => t.questionKey?.startsWith('follow-up-menge-luecke-'))).toBe(false);
  });

  it('asks for the own share when others or luck get the blame', () => {
    const turns = run('points', emptyWorkbook(), [
      'Das war einfach Pech mit dem Blitzer, die stehen ja immer an den gleichen Stellen. Ich bin 23 km/h zu schnell gewesen.',
    ]);
    expect(lastQuestion(turns).kind).toBe('follow-up');
    expect(lastQuestion(turns).text).toMatch(/entschieden|eigene|selbst/);
  });

  it('asks for a concrete example or numbers when the answer is vague', () => {
    const turns = run('alcohol', emptyWorkbook(), [
      'Ich habe halt ab und zu etwas getrunken, ganz normal eben.',
    ]);
    expect(lastQuestion(turns).kind).toBe('follow-up');
    expect(lastQuestion(turns).text).toMatch(/Beispiel|Zahlen|Tag in den letzten Wochen/);
  });

  it('points out a contradiction with the workbook', () => {
    const turns = run('alcohol', workbookWith({ bac: 1.9 }), [
      'Gemessen wurden bei mir 1,1 Promille, ich hatte drei Bier über den Abend verteilt getrunken.',
    ]);
    expect(lastQuestion(turns).kind).toBe('contradiction');
    expect(lastQuestion(turns).text).toContain('In Ihrem Arbeitsbuch steht ein Wert von 1,9 Promille');
    expect(lastQuestion(turns).text).toContain('1,1 Promille');
  });

  it('points out a contradiction with an earlier answer, quoting both', () => {
    const turns = run('alcohol', emptyWorkbook(), [
      'Ich bin vorher schon öfter nach ein paar Bier gefahren, das ist nie aufgefallen, über drei Jahre etwa.',
      'Ich hatte 8 Bier getrunken, über 5 Stunden, auf dem Geburtstag meines Bruders im Garten.',
      'Das war das erste Mal, dass ich nach dem Trinken gefahren bin, sonst habe ich immer ein Taxi genommen.',
    ]);
    const contradiction = turns.find((t) => t.kind === 'contradiction');
    expect(contradiction?.text).toContain('„Das war das erste Mal');
    expect(contradiction?.text).toContain('schon öfter');
  });

  it('points out an abstinence claim that a later answer contradicts', () => {
    const workbook = workbookWith(
      { bac: 1.3 },
      { change: { ...emptyWorkbook().change, kind: 'abstinence' } },
    );
    const turns = run('alcohol', workbook, [
      'Heute trinke ich noch ab und zu ein Bier am Wochenende, seit dem 1. März 2025 aber nie mehr als zwei.',
    ]);
    expect(lastQuestion(turns).kind).toBe('contradiction');
    expect(lastQuestion(turns).text).toContain('Abstinenz');
  });

  it('pauses with the note that fits the crisis, once per kind, and then goes on', () => {
    const turns = run('alcohol', emptyWorkbook(), [
      'Ehrlich gesagt trinke ich gerade wieder jeden Abend und bin manchmal lebensmüde.',
      'Ja, ich möchte weitermachen. Lebensmüde bin ich trotzdem manchmal.',
      'Zurzeit trinke ich jeden Tag eine Flasche Korn, und morgens zittern mir die Hände.',
    ]);
    const notes = turns.filter((t) => t.kind === 'crisis');
    expect(notes.map((t) => t.questionKey)).toEqual(['crisis-suicidal', 'crisis-withdrawal']);
    expect(notes[0]!.text).toContain('0800 111 0 111');
    expect(notes[0]!.text).toContain('112');
    expect(notes[1]!.text).toContain('116 117');
    expect(notes[1]!.text).toContain('Suchtberatung');
    // After a note the learner's reply is not followed up: the next bank question comes.
    expect(turns[4]!.kind).toBe('question');
  });

  it('never asks a question twice, walks all four topics and ends', () => {
    for (const reason of ['alcohol', 'drugs', 'points', 'criminal', 'medizinalcannabis'] as const) {
      const answers = Array.from(
        { length: 40 },
        () => 'Weiß nicht, ab und zu halt, Pech gehabt. Nie wieder.',
      );
      const turns = run(reason, workbookWith({ reason, bac: 2.1, points: 9 }), answers);
      const keys = turns.filter((t) => t.role === 'interviewer').map((t) => t.questionKey);
      const texts = turns.filter((t) => t.role === 'interviewer').map((t) => t.text);
      expect(new Set(keys).size, reason).toBe(keys.length);
      expect(new Set(texts).size, reason).toBe(texts.length);
      expect(new Set(turns.map((t) => t.topic)), reason).toEqual(
        new Set(['past', 'causes', 'change', 'future']),
      );
      // The engine ran out of questions before the answers did: the session ends.
      expect(turns.filter((t) => t.role === 'learner').length, reason).toBeLessThan(40);
    }
  });
});
