import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { type TrainerState, useAiConsent } from '../api.ts';

/**
 * Who asks, and the learner's opt-in to the model (off by default, stored on the server; decision
 * 050): only when it is on do the answers and the workbook go to the external AI service.
 */
export function EngineNote({ state }: { state: TrainerState }) {
  const { t } = useTranslation('interview');
  const consent = useAiConsent();
  // The choice shows at once (the mutation's own state arrives a tick later, and a controlled box
  // would flick back meanwhile); once saved or refused, the server's value rules again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (state.engine === 'offline') return <p className="text-sm text-slate-700">{t('engine.offline')}</p>;
  const on = chosen ?? state.aiConsent;
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 bg-white p-3">
      <Switch
        label={t('engine.optIn')}
        checked={on}
        disabled={consent.isPending}
        onChange={(checked) => {
          setChosen(checked);
          consent.mutate(checked, { onSettled: () => setChosen(null) });
        }}
        state={t(on ? 'engine.remoteOn' : 'engine.remoteOff')}
      />
      {consent.isError ? <Alert tone="error">{t('engine.saveError')}</Alert> : null}
    </div>
  );
}
