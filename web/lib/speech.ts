import type { Language } from '../../common/i18n/languages.ts';

/**
 * Browser speech (SPEC §9: rate 1, pitch 1); both are optional features of the browser. Shared by the
 * interview practice. Each language speaks and listens with its own locale (issue 14): a text is read
 * in the language it is written in, speech is recognised in the learner's interface language.
 */
const LOCALES: Record<Language, string> = { de: 'de-DE', tr: 'tr-TR', en: 'en-US' };

export const speechLocale = (lang: Language) => LOCALES[lang];

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/**
 * Reads `text` aloud with the voice of `lang`, the language the text is written in. `onError`: the
 * browser could not (no voice, blocked, failed); the page then says so and the text stays to read.
 */
export function speak(text: string, lang: Language, onError?: () => void): void {
  if (!canSpeak()) {
    onError?.();
    return;
  }
  const utterance = new SpeechSynthesisUtterance(text.replace(/\*\*/g, ''));
  utterance.lang = speechLocale(lang);
  utterance.rate = 1;
  utterance.pitch = 1;
  utterance.onerror = (event) => {
    // Cancelling (a new question, stop) is no failure.
    if (event.error !== 'canceled' && event.error !== 'interrupted') onError?.();
  };
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event?: { error?: string }) => void) | null;
  start: () => void;
  stop: () => void;
};

function recognitionClass(): (new () => Recognition) | undefined {
  const w = window as unknown as {
    SpeechRecognition?: new () => Recognition;
    webkitSpeechRecognition?: new () => Recognition;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function canListen(): boolean {
  return typeof window !== 'undefined' && recognitionClass() !== undefined;
}

/**
 * Starts speech recognition in `lang` (the interface language the learner answers in); calls onText
 * with the transcript so far; returns stop(). `onError`: it is missing, not allowed or failed (no
 * microphone, no network for the browser's service); onEnd follows.
 */
export function listen(
  lang: Language,
  onText: (text: string) => void,
  onEnd: () => void,
  onError?: () => void,
): () => void {
  const Ctor = recognitionClass();
  if (!Ctor) {
    onError?.();
    onEnd();
    return () => undefined;
  }
  const recognition = new Ctor();
  recognition.lang = speechLocale(lang);
  recognition.interimResults = true;
  recognition.continuous = true;
  recognition.onresult = (event) => {
    const text = Array.from(event.results)
      .map((result) => result[0]?.transcript ?? '')
      .join(' ');
    onText(text);
  };
  recognition.onend = onEnd;
  recognition.onerror = (event) => {
    // Silence or a stop by the learner is no failure.
    if (event?.error !== 'no-speech' && event?.error !== 'aborted') onError?.();
    onEnd();
  };
  try {
    recognition.start();
  } catch {
    onError?.();
    onEnd();
  }
  return () => recognition.stop();
}
