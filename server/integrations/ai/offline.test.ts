import { describe, expect, it } from 'vitest';
import type { ReplyRequest } from './engine.ts';
import { offlineEngine } from './offline.ts';
import { interviewQuestions, TRAINER_END } from './trainer-script.ts';

async function text(request: ReplyRequest): Promise<string> {
  let out = '';
  for await (const piece of offlineEngine().reply(request)) out += piece;
  return out;
}

const base: ReplyRequest = { mode: 'trainer', turns: [], passages: [], reasons: ['drugs'] };

describe('offline trainer', () => {
  it('opens the interview with the first question', async () => {
    expect(await text(base)).toBe(interviewQuestions(['drugs'])[0]);
  });

  it('asks about the learner’s own MPU reason', () => {
    expect(interviewQuestions(['drugs']).join(' ')).toContain('Substanzen');
    expect(interviewQuestions(['alcohol']).join(' ')).toContain('Alkohol');
    expect(interviewQuestions([]).join(' ')).toContain('Alkohol');
  });

  it('gives a hint on a very short answer, then the next question', async () => {
    const questions = interviewQuestions(['drugs']);
    const reply = await text({
      ...base,
      turns: [
        { role: 'assistant', content: questions[0]! },
        { role: 'user', content: 'Ich bin gefahren.' },
      ],
    });
    expect(reply).toContain('sehr knapp');
    expect(reply.endsWith(questions[1]!)).toBe(true);
  });

  it('notices blaming circumstances', async () => {
    const answer =
      'Das war einfach Pech, an dem Abend haben wirklich alle getrunken und die Kontrolle kam genau da.';
    const reply = await text({
      ...base,
      turns: [
        { role: 'assistant', content: 'Frage' },
        { role: 'user', content: answer },
      ],
    });
    expect(reply).toContain('Verantwortung');
  });

  it('ends after the last question', async () => {
    const questions = interviewQuestions(['drugs']);
    const turns = questions.flatMap((q) => [
      { role: 'assistant' as const, content: q },
      {
        role: 'user' as const,
        content:
          'Wenn ich merke, dass es schwierig wird, dann rufe ich meinen Freund an und gehe nach Hause.',
      },
    ]);
    expect(await text({ ...base, turns })).toContain(TRAINER_END);
  });
});

describe('offline assistant', () => {
  it('answers with the matching passages and says what it is', async () => {
    const reply = await text({
      mode: 'assistant',
      turns: [{ role: 'user', content: 'Was ist ein Abstinenznachweis?' }],
      passages: [
        {
          title: 'Abstinenznachweis',
          text: 'Ein Beleg dafür, dass Sie keinen Alkohol trinken.',
          source: 'MPU-Lexikon',
        },
      ],
      reasons: [],
    });
    expect(reply).toContain('**Abstinenznachweis** (MPU-Lexikon): Ein Beleg dafür');
    expect(reply).toContain('keine Beratung zu Ihrem Einzelfall');
  });
  it('says so when nothing matches', async () => {
    const reply = await text({
      mode: 'assistant',
      turns: [{ role: 'user', content: 'Wetter?' }],
      passages: [],
      reasons: [],
    });
    expect(reply).toContain('nichts Passendes gefunden');
  });
});
