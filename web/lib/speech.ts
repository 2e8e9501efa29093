/** Browser speech (SPEC §9: German locale, rate 1, pitch 1); both are optional features of the browser. Shared by the interview practice (and the assistant at merge). */

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export function speak(text: string): void {
  if (!canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(text.replace(/\*\*/g, ''));
  utterance.lang = 'de-DE';
  utterance.rate = 1;
  utterance.pitch = 1;
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
  onerror: (() => void) | null;
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

/** Starts German speech recognition; calls onText with the transcript so far; returns stop(). */
export function listen(onText: (text: string) => void, onEnd: () => void): () => void {
  const Ctor = recognitionClass();
  if (!Ctor) {
    onEnd();
    return () => undefined;
  }
  const recognition = new Ctor();
  recognition.lang = 'de-DE';
  recognition.interimResults = true;
  recognition.continuous = true;
  recognition.onresult = (event) => {
    const text = Array.from(event.results)
      .map((result) => result[0]?.transcript ?? '')
      .join(' ');
    onText(text);
  };
  recognition.onend = onEnd;
  recognition.onerror = onEnd;
  recognition.start();
  return () => recognition.stop();
}
