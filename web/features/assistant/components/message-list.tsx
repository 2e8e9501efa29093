import { Bot } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerPiece } from '../../../../common/schemas/assistant.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Message } from '../use-chat.ts';
import { SourceList } from './source-list.tsx';

/** **bold** and line breaks; everything else stays text (React escapes it). */
function formatted(text: string): ReactNode {
  return text.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of one immutable text.
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line.split(/\*\*(.+?)\*\*/g).map((part, j) => (j % 2 ? <strong key={part}>{part}</strong> : part))}
    </Fragment>
  ));
}

/** An answer's runs: a passage keeps its language (German fallback marked), the frame the page's. */
function answer(pieces: AnswerPiece[]): ReactNode {
  return pieces.map((piece, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: runs of one streamed answer, only ever appended.
    <Fragment key={i}>
      {piece.lang ? <span lang={piece.lang}>{formatted(piece.text)}</span> : formatted(piece.text)}
      {piece.lang ? <GermanMarker lang={piece.lang} /> : null}
    </Fragment>
  ));
}

type Props = { messages: Message[]; busy: boolean };

/** The conversation, announced politely to screen readers as it grows. */
export function MessageList({ messages, busy }: Props) {
  const { t } = useTranslation('assistant');
  return (
    <div role="log" aria-live="polite" aria-label={t('assistant.title')} className="space-y-3">
      {messages.map((message) =>
        message.role === 'user' ? (
          <div key={message.id} className="ml-8 rounded-2xl rounded-br-sm bg-indigo-700 px-4 py-3 text-white">
            <span className="sr-only">{t('you')}: </span>
            {formatted(message.content)}
          </div>
        ) : (
          <div
            key={message.id}
            className="mr-8 flex gap-3 rounded-2xl rounded-bl-sm bg-white px-4 py-3 ring-1 ring-slate-200"
          >
            <Bot aria-hidden="true" className="mt-0.5 shrink-0 text-indigo-700" size={20} />
            <div className="min-w-0 flex-1">
              <span className="sr-only">{t('ai')}: </span>
              {message.notice ? (
                <p className="mb-2 text-sm text-slate-700">{t(`notice.${message.notice}`)}</p>
              ) : null}
              {message.failed ? (
                <p className="text-red-800">{t('error')}</p>
              ) : message.content ? (
                <p>{answer(message.pieces ?? [{ text: message.content }])}</p>
              ) : busy ? (
                <span className="inline-flex items-center gap-2 text-slate-600">
                  <Spinner size="sm" /> {t('thinking')}
                </span>
              ) : null}
              {message.stopped ? <p className="mt-2 text-sm text-slate-700">{t('stopped')}</p> : null}
              {message.sources &&
              message.content &&
              !message.failed &&
              !(busy && message === messages.at(-1)) ? (
                <SourceList sources={message.sources} />
              ) : null}
            </div>
          </div>
        ),
      )}
    </div>
  );
}
