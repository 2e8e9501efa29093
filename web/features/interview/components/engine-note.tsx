import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { type TrainerState, useAiConsent } from '../api.ts';

/**
 * Who asks, and the learner's opt-in to the model (off by default, stored on the server; decision
 * 046): only when it is on do the answers and the workbook go to the external AI service.
 */
export function EngineNote({ state }: { state: TrainerState }) {
  const { t } = useTranslation('interview');
  const consent = useAiConsent();
  const id = useId();
  // The choice shows at once (the mutation's own state arrives a tick later, and a controlled box
  // would flick back meanwhile); once saved or refused, the server's value rules again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (state.engine === 'offline') return <p className="text-sm text-slate-700">{t('engine.offline')}</p>;
  const on = chosen ?? state.aiConsent;
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 bg-white p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby={`${id}-state`}
          checked={on}
          disabled={consent.isPending}
          onChange={(event) => {
            setChosen(event.target.checked);
            consent.mutate(event.target.checked, { onSettled: () => setChosen(null) });
          }}
          className="h-6 w-6 shrink-0 accent-indigo-700"
        />
        <span className="font-medium">{t('engine.optIn')}</span>
      </label>
      <p id={`${id}-state`} className="text-sm text-slate-700">
        {t(on ? 'engine.remoteOn' : 'engine.remoteOff')}
      </p>
      {consent.isError ? <Alert tone="error">{t('engine.saveError')}</Alert> : null}
    </div>
  );
}
