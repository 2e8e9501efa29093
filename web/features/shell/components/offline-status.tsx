import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline, useQueuedAnswers } from '../../../lib/offline/online.ts';

/**
 * The shell's offline indicator (decision 027): a status region that is always in the page (so
 * screen readers announce changes) and says when the app is offline and how many answers wait.
 */
export function OfflineStatus() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const waiting = useQueuedAnswers().length;
  const visible = !online || waiting > 0;
  return (
    <div role="status" data-testid="offline-status" className={visible ? 'print:hidden' : 'sr-only'}>
      {visible ? (
        <p className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-amber-950 lg:px-6">
          {online ? (
            <RefreshCw aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          ) : (
            <CloudOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          )}
          <span>
            {online ? null : <strong className="font-semibold">{t('offline.title')} </strong>}
            {online ? t('offline.sending', { count: waiting }) : t('offline.text')}
            {!online && waiting > 0 ? ` ${t('offline.waiting', { count: waiting })}` : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
