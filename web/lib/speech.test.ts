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

describe('speech that fails', () => {
  it('says so when the browser has no recognition or synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const failed = vi.fn();
    const ended = vi.fn();
    listen('de', () => undefined, ended, failed);
    expect(failed).toHaveBeenCalledOnce();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('says so when recognition fails, but not when the learner was silent', () => {
    let current: { onerror: ((event?: { error?: string }) => void) | null } | null = null;
    vi.stubGlobal(
      'SpeechRecognition',
      class {
        onerror = null;
        start() {
          current = this;
        }
        stop() {}
      },
    );
    const failed = vi.fn();
    listen(
      'de',
      () => undefined,
      () => undefined,
      failed,
    );
    current!.onerror?.({ error: 'no-speech' });
    expect(failed).not.toHaveBeenCalled();
    current!.onerror?.({ error: 'not-allowed' });
    expect(failed).toHaveBeenCalledOnce();
  });

  it('says so when reading aloud fails', () => {
    stubSynthesis();
    const utterances: { onerror: ((event: { error: string }) => void) | null }[] = [];
    vi.stubGlobal('speechSynthesis', { cancel: () => undefined, speak: (u: never) => utterances.push(u) });
    const failed = vi.fn();
    speak('Frage', 'de', failed);
    utterances[0]!.onerror?.({ error: 'interrupted' });
    expect(failed).not.toHaveBeenCalled();
    utterances[0]!.onerror?.({ error: 'synthesis-failed' });
    expect(failed).toHaveBeenCalledOnce();
  });
});
