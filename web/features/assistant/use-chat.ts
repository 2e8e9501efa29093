import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerPiece, AnswerSource, ChatEvent, ModelNotice } from '../../../common/schemas/assistant.ts';
import { streamEvents } from '../../lib/api-client.ts';
import { useAssistantEngine } from './api.ts';

export type Message = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** The assistant's answer as shown: runs of text in one language (a passage says its own). */
  pieces?: AnswerPiece[];
  failed?: boolean;
  /** The model was late or broke off: the answer shown is the one from the content. */
  notice?: ModelNotice;
  /** The learner stopped the answer: what came so far stays. */
  stopped?: boolean;
  /** The assistant's sources (empty: nothing found; none for a greeting). */
  sources?: AnswerSource[];
};

/** Adds a streamed piece: to the last run when its language is the same, else as a new run. */
export function appendPiece(pieces: AnswerPiece[], piece: AnswerPiece): AnswerPiece[] {
  const last = pieces.at(-1);
  if (last && last.lang === piece.lang)
    return [...pieces.slice(0, -1), { ...last, text: last.text + piece.text }];
  return [...pieces, piece.lang ? { text: piece.text, lang: piece.lang } : { text: piece.text }];
}

/**
 * The conversation lives in the browser only; each send streams the answer into a new assistant
 * message. Stop, a new conversation and leaving the page (in-app navigation unmounts it; closing
 * or reloading ends the fetch) abort the request, and the server aborts the model's (issue 25).
 */
export function useChat() {
  const [messages, setMessages] = useState<Message[]>([]);
  const [busy, setBusy] = useState(false);
  const engineQuery = useAssistantEngine();
  const [streamedEngine, setEngine] = useState<'offline' | 'remote' | null>(null);
  const engine = streamedEngine ?? engineQuery.data?.engine ?? null;
  const nextId = useRef(1);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (content: string | null) => {
      const history =
        content === null ? messages : [...messages, { id: nextId.current++, role: 'user' as const, content }];
      const answerId = nextId.current++;
      setMessages([...history, { id: answerId, role: 'assistant', content: '' }]);
      setBusy(true);
      const controller = new AbortController();
      abort.current = controller;
      let text = '';
      let pieces: AnswerPiece[] = [];
      let failed = false;
      try {
        await streamEvents<ChatEvent>(
          '/assistant/chat',
          {
            messages: history
              .filter((m) => !m.failed && m.content.trim())
              .map(({ role, content: c }) => ({ role, content: c })),
          },
          (event) => {
            if (event.type === 'sources') {
              const { sources } = event;
              setMessages((all) => all.map((m) => (m.id === answerId ? { ...m, sources } : m)));
            } else if (event.type === 'delta') {
              text += event.text;
              pieces = appendPiece(pieces, event);
              setMessages((all) => all.map((m) => (m.id === answerId ? { ...m, content: text, pieces } : m)));
            } else if (event.type === 'notice') {
              // What the model said so far is dropped; the answer from the content follows.
              text = '';
              pieces = [];
              const { notice } = event;
              setMessages((all) =>
                all.map((m) => (m.id === answerId ? { ...m, content: '', pieces: [], notice } : m)),
              );
            } else if (event.type === 'done') setEngine(event.engine);
            else failed = true;
          },
          controller.signal,
        );
      } catch {
        failed = !controller.signal.aborted;
      }
      if (controller.signal.aborted) {
        setMessages((all) => all.map((m) => (m.id === answerId ? { ...m, stopped: true } : m)));
      } else if (failed)
        setMessages((all) =>
          all.map((m) => (m.id === answerId ? { ...m, content: '', pieces: [], failed: true } : m)),
        );
      if (abort.current === controller) setBusy(false);
    },
    [messages],
  );

  const stop = useCallback(() => {
    abort.current?.abort();
    setBusy(false);
  }, []);

  const reset = useCallback(() => {
    abort.current?.abort();
    setMessages([]);
    setBusy(false);
  }, []);

  return { messages, busy, engine, send, stop, reset };
}
