import { Check, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { SaveState } from '../use-autosave.ts';

/** 'Gespeichert' or what is happening; on an error a retry button (the edits stay on the page). */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation('case');
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-3">
      <p
        role="status"
        className={`flex items-center gap-2 text-sm ${state === 'error' ? 'font-medium text-red-800' : 'text-slate-700'}`}
      >
        {state === 'saved' || state === 'idle' ? (
          <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
        ) : null}
        {state === 'error' ? <CloudOff aria-hidden="true" className="h-4 w-4" /> : null}
        {t(`status.${state}`)}
      </p>
      {state === 'error' ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('status.retry')}
        </Button>
      ) : null}
    </div>
  );
}
