import { useCallback, useRef, useState } from 'react';
import type { AnswerSource, ChatEvent } from '../../../common/schemas/assistant.ts';
import { streamEvents } from '../../lib/api-client.ts';
import { useAssistantEngine } from './api.ts';

export type Message = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  failed?: boolean;
  /** The assistant's sources (empty: nothing found; none for a greeting). */
  sources?: AnswerSource[];
};

/**
 * The conversation lives in the browser only; each send streams the answer into a new assistant
 * message.
 */
export function useChat() {
  const [messages, setMessages] = useState<Message[]>([]);
  const [busy, setBusy] = useState(false);
  const engineQuery = useAssistantEngine();
  const [streamedEngine, setEngine] = useState<'offline' | 'remote' | null>(null);
  const engine = streamedEngine ?? engineQuery.data?.engine ?? null;
  const nextId = useRef(1);
  const abort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (content: string | null) => {
      const history =
        content === null ? messages : [...messages, { id: nextId.current++, role: 'user' as const, content }];
      const answerId = nextId.current++;
      setMessages([...history, { id: answerId, role: 'assistant', content: '' }]);
      setBusy(true);
      abort.current = new AbortController();
      let text = '';
      let failed = false;
      try {
        await streamEvents<ChatEvent>(
          '/assistant/chat',
          {
            messages: history.filter((m) => !m.failed).map(({ role, content: c }) => ({ role, content: c })),
          },
          (event) => {
            if (event.type === 'sources') {
              const { sources } = event;
              setMessages((all) => all.map((m) => (m.id === answerId ? { ...m, sources } : m)));
            } else if (event.type === 'delta') {
              text += event.text;
              setMessages((all) => all.map((m) => (m.id === answerId ? { ...m, content: text } : m)));
            } else if (event.type === 'done') setEngine(event.engine);
            else failed = true;
          },
          abort.current.signal,
        );
      } catch {
        failed = true;
      }
      if (failed)
        setMessages((all) => all.map((m) => (m.id === answerId ? { ...m, content: '', failed: true } : m)));
      setBusy(false);
    },
    [messages],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setMessages([]);
    setBusy(false);
  }, []);

  return { messages, busy, engine, send, reset };
}
