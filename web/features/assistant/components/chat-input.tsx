import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_LENGTH } from '../../../../common/domain/input-limits.ts';
import { Button } from '../../../components/ui/button.tsx';

type Props = {
  busy: boolean;
  onSend: (text: string) => void;
  extra?: ReactNode;
  value?: string;
  onChange?: (v: string) => void;
};

/** Enter sends, Shift+Enter adds a line; blank input is not sent; disabled while an answer is on its way. */
export function ChatInput({ busy, onSend, extra, value, onChange }: Props) {
  const { t } = useTranslation('assistant');
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onChange ?? setOwn;
  const hintId = useId();
  const tooLong = text.length > CHAT_MAX_LENGTH;
  const canSend = !busy && text.trim().length > 0 && !tooLong;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="space-y-1">
      <label htmlFor={`${hintId}-input`} className="sr-only">
        {t('input')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${hintId}-input`}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          placeholder={t('input')}
          className="min-h-11 flex-1 resize-y rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
        />
        {extra}
        <Button type="submit" disabled={!canSend} aria-label={t('send')}>
          <Send aria-hidden="true" size={18} />
          <span className="hidden sm:inline">{t('send')}</span>
        </Button>
      </div>
      <p id={hintId} className={`text-xs ${tooLong ? 'text-red-800' : 'text-slate-600'}`}>
        {tooLong ? t('tooLong', { max: CHAT_MAX_LENGTH }) : t('inputHint')}
      </p>
    </form>
  );
}
