import { Mic, MicOff, Send, Square, Volume2, VolumeX } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX_LENGTH } from '../../../../common/domain/input-limits.ts';
import type { InterviewSession } from '../../../../common/schemas/interview.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { canListen, canSpeak, listen, speak, stopSpeaking } from '../../../lib/speech.ts';
import { useAnswer, useFinish } from '../api.ts';
import { CrisisPause } from './crisis-pause.tsx';
import { TopicProgress } from './topic-progress.tsx';

type Props = { session: InterviewSession; onChange: (session: InterviewSession) => void };

/** A running session: the dialogue, the answer box, spoken mode (read aloud, speech input), stop. */
export function Conversation({ session, onChange }: Props) {
  const { t } = useTranslation('interview');
  const answer = useAnswer();
  const finish = useFinish();
  const [draft, setDraft] = useState('');
  const [muted, setMuted] = useState(false);
  const [listening, setListening] = useState(false);
  /** Speech failed: the page says so and the learner reads and types instead. */
  const [speechFailed, setSpeechFailed] = useState<'listen' | 'speak' | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const spoken = session.mode === 'spoken';
  const question = [...session.turns].reverse().find((turn) => turn.role === 'interviewer');
  const busy = answer.isPending || finish.isPending;
  // A crisis note pauses the session until the learner chooses to continue (or ends it).
  const [resumedAt, setResumedAt] = useState(-1);
  const lastIndex = session.turns.length - 1;
  const paused = session.turns[lastIndex]?.kind === 'crisis' && resumedAt !== lastIndex;

  // Spoken mode reads every new question aloud, unless muted, with the voice of its language.
  const questionText = question?.text;
  const questionLang = question?.lang;
  useEffect(() => {
    if (spoken && !muted && questionText && questionLang)
      speak(questionText, questionLang, () => setSpeechFailed('speak'));
  }, [spoken, muted, questionText, questionLang]);
  useEffect(() => () => stopSpeaking(), []);
  useEffect(() => {
    if (!paused) input.current?.focus();
  }, [paused]);

  function send(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || busy || text.length > ANSWER_MAX_LENGTH) return;
    stopListening.current?.();
    answer.mutate(
      { id: session.id, text },
      {
        onSuccess: (next) => {
          setDraft('');
          onChange(next);
          input.current?.focus();
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send(event);
  }

  function toggleMic() {
    if (listening) {
      stopListening.current?.();
      return;
    }
    stopSpeaking();
    setListening(true);
    const before = draft ? `${draft} ` : '';
    // The learner answers in the interface language.
    stopListening.current = listen(
      currentLanguage(),
      (text) => setDraft(before + text),
      () => setListening(false),
      () => {
        setSpeechFailed('listen');
        input.current?.focus();
      },
    );
  }

  function toggleMute() {
    if (!muted) stopSpeaking();
    setMuted(!muted);
  }

  return (
    <div className="space-y-4">
      <TopicProgress session={session} />
      <div aria-label={t('talk.log')} role="log" aria-live="polite">
        <ol className="space-y-3">
          {(paused ? session.turns.slice(0, -1) : session.turns).map((turn, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: turns are append-only and ordered.
              key={index}
              className={
                turn.role === 'interviewer'
                  ? 'rounded-xl bg-white p-3 ring-1 ring-slate-200'
                  : 'ml-6 rounded-xl bg-indigo-50 p-3 ring-1 ring-indigo-200'
              }
            >
              <p className="text-xs font-semibold text-slate-700">
                {turn.role === 'interviewer'
                  ? `${t('talk.interviewer')} · ${t(`talk.kind.${turn.kind === 'answer' ? 'question' : turn.kind}`)} · ${t(`topics.${turn.topic}`)}`
                  : t('talk.you')}
              </p>
              <p className="whitespace-pre-wrap">
                <span lang={turn.lang}>{turn.text}</span>
                {turn.role === 'interviewer' ? <GermanMarker lang={turn.lang} /> : null}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {paused ? (
        <CrisisPause
          note={session.turns[lastIndex]!}
          busy={finish.isPending}
          onContinue={() => setResumedAt(lastIndex)}
          onEnd={() => finish.mutate(session.id, { onSuccess: onChange })}
        />
      ) : null}
      {answer.isPending ? <p role="status">{t('talk.sending')}</p> : null}
      {answer.isError || finish.isError ? <Alert tone="error">{t('talk.error')}</Alert> : null}
      {spoken && speechFailed ? (
        <Alert tone="error">{t(speechFailed === 'listen' ? 'talk.listenFailed' : 'talk.speakFailed')}</Alert>
      ) : null}
      {spoken && !paused ? (
        <div className="flex flex-wrap gap-2">
          {canSpeak() ? (
            <>
              <Button
                variant="secondary"
                onClick={() =>
                  question && speak(question.text, question.lang, () => setSpeechFailed('speak'))
                }
              >
                <Volume2 aria-hidden="true" size={18} />
                {t('talk.read')}
              </Button>
              <Button variant="secondary" aria-pressed={muted} onClick={toggleMute}>
                {muted ? <VolumeX aria-hidden="true" size={18} /> : <Volume2 aria-hidden="true" size={18} />}
                {muted ? t('talk.unmute') : t('talk.mute')}
              </Button>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('talk.noSpeech')}</p>
          )}
          {canListen() ? (
            <Button variant="secondary" aria-pressed={listening} onClick={toggleMic}>
              {listening ? <MicOff aria-hidden="true" size={18} /> : <Mic aria-hidden="true" size={18} />}
              {listening ? t('talk.stopListening') : t('talk.listen')}
            </Button>
          ) : (
            <p className="text-sm text-slate-700">{t('talk.noListening')}</p>
          )}
        </div>
      ) : null}
      <form onSubmit={send} className="space-y-2" hidden={paused}>
        <label htmlFor={`${hintId}-answer`} className="font-medium">
          {t('talk.answer')}
        </label>
        <textarea
          ref={input}
          id={`${hintId}-answer`}
          rows={4}
          value={draft}
          maxLength={ANSWER_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
          className="block w-full resize-y rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
        />
        <p id={hintId} className="text-xs text-slate-700">
          {t('talk.answerHint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!draft.trim()} busy={answer.isPending}>
            <Send aria-hidden="true" size={18} />
            {t('talk.send')}
          </Button>
          <Button
            variant="secondary"
            busy={finish.isPending}
            disabled={busy}
            onClick={() => finish.mutate(session.id, { onSuccess: onChange })}
          >
            <Square aria-hidden="true" size={18} />
            {t('talk.stop')}
          </Button>
        </div>
      </form>
    </div>
  );
}
