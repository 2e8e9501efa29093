import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, speak } from './speech.ts';

afterEach(() => vi.unstubAllGlobals());

function stubSynthesis() {
  const spoken: { text: string; lang: string }[] = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 0;
      pitch = 0;
      text: string;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  vi.stubGlobal('speechSynthesis', {
    cancel: () => undefined,
    speak: (utterance: { text: string; lang: string }) => spoken.push(utterance),
  });
  return spoken;
}

function stubRecognition() {
  const started: string[] = [];
  vi.stubGlobal(
    'SpeechRecognition',
    class {
      lang = '';
      start() {
        started.push(this.lang);
      }
      stop() {}
    },
  );
  return started;
}

describe('browser speech speaks and listens in the learner’s languages (issue 14)', () => {
  it('reads a text with the voice of the language it is written in', () => {
    const spoken = stubSynthesis();
    speak('Nasıl başladı?', 'tr');
    speak('How did it start?', 'en');
    speak('Wie hat es **angefangen**?', 'de');
    expect(spoken).toEqual([
      expect.objectContaining({ text: 'Nasıl başladı?', lang: 'tr-TR' }),
      expect.objectContaining({ text: 'How did it start?', lang: 'en-US' }),
      expect.objectContaining({ text: 'Wie hat es angefangen?', lang: 'de-DE' }),
    ]);
  });

  it('recognises speech in the interface language', () => {
    const started = stubRecognition();
    for (const lang of ['tr', 'en', 'de'] as const)
      listen(
        lang,
        () => undefined,
        () => undefined,
      )();
    expect(started).toEqual(['tr-TR', 'en-US', 'de-DE']);
  });
});
