import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MPU_TYPES, type MpuType } from '../../../../common/domain/mpu.ts';
import type { InterviewSession } from '../../../../common/schemas/interview.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/session.ts';
import { canListen, canSpeak } from '../../../lib/speech.ts';
import { useStartInterview, useTrainerState, useTrend } from '../api.ts';
import { Conversation } from '../components/conversation.tsx';
import { EngineNote } from '../components/engine-note.tsx';
import { ReportView } from '../components/report-view.tsx';
import { Trend } from '../components/trend.tsx';

function StartForm({ onStarted }: { onStarted: (session: InterviewSession) => void }) {
  const { t } = useTranslation('interview');
  const me = useMe().data;
  const start = useStartInterview();
  const [mode, setMode] = useState<'written' | 'spoken'>('written');
  const [reason, setReason] = useState<MpuType | ''>('');
  const chosen = reason || me?.mpuReasons[0] || 'alcohol';
  return (
    <section
      aria-labelledby="interview-start"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="interview-start" className="text-xl font-bold">
        {t('start.title')}
      </h2>
      <fieldset className="space-y-2">
        <legend className="font-medium">{t('start.mode')}</legend>
        {(['written', 'spoken'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-start gap-3">
            <input
              type="radio"
              name="interview-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="mt-1 size-5"
            />
            <span>
              <span className="font-medium">{t(`start.${value}`)}</span>
              <span className="block text-sm text-slate-700">{t(`start.${value}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="interview-reason" className="font-medium">
          {t('start.reason')}
        </label>
        <select
          id="interview-reason"
          value={chosen}
          onChange={(event) => setReason(event.target.value as MpuType)}
          className="block min-h-11 w-full max-w-sm rounded-lg border border-slate-400 bg-white px-3"
        >
          {MPU_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`common:mpuType.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {mode === 'spoken' && !canSpeak() ? (
        <p className="text-sm text-slate-700">{t('talk.noSpeech')}</p>
      ) : null}
      {mode === 'spoken' && !canListen() ? (
        <p className="text-sm text-slate-700">{t('talk.noListening')}</p>
      ) : null}
      <p className="text-sm text-slate-700">{t('start.workbookHint')}</p>
      {start.isError ? <Alert tone="error">{t('talk.error')}</Alert> : null}
      <Button
        busy={start.isPending}
        onClick={() => start.mutate({ mode, reason: chosen }, { onSuccess: onStarted })}
      >
        {t('start.button')}
      </Button>
    </section>
  );
}

/** /dashboard/exam-trainer: the 'Übungsgespräch' (issue 10): start, dialogue, report, trend. */
export default function InterviewPage() {
  const { t } = useTranslation('interview');
  const state = useTrainerState();
  const trend = useTrend();
  const [session, setSession] = useState<InterviewSession | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const current = session ?? state.data?.active ?? null;
  const finished = current?.status === 'finished' ? current : null;

  useEffect(() => {
    if (finished) reportHeading.current?.focus();
  }, [finished]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
        <Alert tone="info">{t('practiceOnly')}</Alert>
        {state.data ? <EngineNote state={state.data} /> : null}
      </div>
      {state.isPending ? <Spinner label={t('common:loading')} /> : null}
      {state.isError ? <LoadError message={t('talk.error')} onRetry={() => state.refetch()} /> : null}
      {state.data ? (
        finished?.report ? (
          <>
            <ReportView report={finished.report} headingRef={reportHeading} />
            <Button onClick={() => setSession(null)}>{t('report.again')}</Button>
          </>
        ) : current ? (
          <Conversation key={current.id} session={current} onChange={setSession} />
        ) : (
          <StartForm onStarted={setSession} />
        )
      ) : null}
      {trend.data && !current ? <Trend trend={trend.data} /> : null}
    </div>
  );
}
