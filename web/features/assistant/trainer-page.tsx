import { Mic, MicOff, RotateCcw, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ChatInput } from './chat-input.tsx';
import { ChatNotices } from './chat-notices.tsx';
import { MessageList } from './message-list.tsx';
import { canListen, listen, speak, stopSpeaking } from './speech.ts';
import { useChat } from './use-chat.ts';
import './i18n.ts';

type Mode = 'written' | 'oral';

/** /dashboard/exam-trainer (SPEC §2 Exam trainer, §4 Voice mode). */
export default function TrainerPage() {
  const { t } = useTranslation('assistant');
  const [mode, setMode] = useState<Mode>('written');
  const [muted, setMuted] = useState(false);
  const [draft, setDraft] = useState('');
  const [listening, setListening] = useState(false);
  const stopListening = useRef<(() => void) | null>(null);
  const settings = useRef({ mode, muted });
  settings.current = { mode, muted };

  // In oral mode every new question is read aloud, unless muted.
  const onAnswer = useCallback((text: string) => {
    if (settings.current.mode === 'oral' && !settings.current.muted) speak(text);
  }, []);
  const chat = useChat('trainer', onAnswer);

  function toggleMute() {
    if (!muted) stopSpeaking(); // muting cancels any speech
    setMuted(!muted);
  }

  function toggleMic() {
    if (listening) {
      stopListening.current?.();
      return;
    }
    stopSpeaking();
    setListening(true);
    stopListening.current = listen(setDraft, () => setListening(false));
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-8">
      <h1 className="text-2xl font-bold">{t('trainer.title')}</h1>
      <p className="text-slate-700">{t('trainer.intro')}</p>
      <ChatNotices engine={chat.engine} />
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex rounded-lg ring-1 ring-slate-300">
          <legend className="sr-only">{t('trainer.modeLabel')}</legend>
          {(['written', 'oral'] as const).map((m) => (
            <label
              key={m}
              className={`flex min-h-11 cursor-pointer items-center px-4 ${mode === m ? 'bg-indigo-700 text-white' : 'bg-white'} first:rounded-l-lg last:rounded-r-lg`}
            >
              <input
                type="radio"
                name="trainer-mode"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
                className="sr-only"
              />
              {t(`trainer.${m}`)}
            </label>
          ))}
        </fieldset>
        <Button variant="secondary" aria-pressed={muted} onClick={toggleMute}>
          {muted ? <VolumeX aria-hidden="true" size={18} /> : <Volume2 aria-hidden="true" size={18} />}
          {muted ? t('trainer.unmute') : t('trainer.mute')}
        </Button>
        {chat.messages.length > 0 ? (
          <Button variant="ghost" onClick={chat.reset}>
            <RotateCcw aria-hidden="true" size={18} />
            {t('trainer.restart')}
          </Button>
        ) : null}
      </div>

      {chat.messages.length === 0 ? (
        <Button className="self-start" onClick={() => chat.send(null)} busy={chat.busy}>
          {t('trainer.start')}
        </Button>
      ) : (
        <>
          <MessageList messages={chat.messages} busy={chat.busy} onReadAloud={muted ? undefined : speak} />
          {mode === 'oral' ? (
            <p className="text-sm text-slate-600">
              {canListen() ? t('trainer.speechPrivacy') : t('trainer.noSpeech')}
            </p>
          ) : null}
          {listening ? (
            <p role="status" className="text-sm font-medium text-indigo-800">
              {t('trainer.listening')}
            </p>
          ) : null}
          <ChatInput
            busy={chat.busy}
            value={draft}
            onChange={setDraft}
            onSend={(text) => {
              stopListening.current?.();
              chat.send(text);
            }}
            extra={
              mode === 'oral' ? (
                <Button
                  variant={listening ? 'danger' : 'secondary'}
                  aria-pressed={listening}
                  aria-label={listening ? t('trainer.micStop') : t('trainer.micStart')}
                  disabled={!canListen() || chat.busy}
                  onClick={toggleMic}
                >
                  {listening ? <MicOff aria-hidden="true" size={18} /> : <Mic aria-hidden="true" size={18} />}
                </Button>
              ) : null
            }
          />
        </>
      )}
    </div>
  );
}
