import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_LENGTH, type FeedbackTopic } from '../../../../common/domain/counsellor.ts';
import type { FeedbackBody, FeedbackMessage } from '../../../../common/schemas/counsellor.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { formatDate } from '../../../lib/format.ts';

type Props = {
  messages: readonly FeedbackMessage[];
  /** The reader is the counsellor (their own messages are 'Sie'). */
  asCounsellor: boolean;
  onSend: (body: FeedbackBody, done: () => void) => void;
  busy: boolean;
  failed: boolean;
  /** What a new message is about (the counsellor's comment on the case or a report). */
  topic?: FeedbackTopic;
  reportId?: string;
  label: string;
  /** More fields of the new message, above its text (the counsellor's 'Worum geht es?'). */
  fields?: ReactNode;
};

/** The feedback thread: plain text, oldest first, and a field to write (issue 30). */
export function FeedbackThread({
  messages,
  asCounsellor,
  onSend,
  busy,
  failed,
  topic,
  reportId,
  label,
  fields,
}: Props) {
  const { t } = useTranslation('counsellor');
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setEmpty(true);
    setEmpty(false);
    onSend({ body: text, topic, reportId }, () => setText(''));
  };
  return (
    <div className="space-y-3">
      {messages.length === 0 ? <p className="text-sm text-slate-700">{t('thread.empty')}</p> : null}
      <ol className="space-y-2" aria-label={t('thread.list')}>
        {messages.map((m) => {
          const mine = m.fromCounsellor === asCounsellor;
          return (
            <li
              key={m.id}
              className={`rounded-lg p-3 ring-1 ${mine ? 'bg-indigo-50 ring-indigo-200 sm:ml-8' : 'bg-white ring-slate-200 sm:mr-8'}`}
            >
              <p className="text-xs text-slate-700">
                {mine ? t('thread.you') : (m.author ?? t('thread.gone'))} · {formatDate(m.createdAt)}
                {m.topic !== 'general' ? ` · ${t(`thread.topic.${m.topic}`)}` : ''}
              </p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{m.body}</p>
            </li>
          );
        })}
      </ol>
      <form onSubmit={submit} noValidate className="space-y-2" aria-label={label}>
        {failed ? <Alert tone="error">{t('thread.failed')}</Alert> : null}
        {fields}
        <TextAreaField
          label={label}
          rows={3}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={text}
          error={empty ? t('thread.required') : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('thread.send')}
        </Button>
      </form>
    </div>
  );
}
