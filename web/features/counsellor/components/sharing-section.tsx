import { useTranslation } from 'react-i18next';
import { SHARE_KINDS, type ShareKind, shareWaits } from '../../../../common/domain/counsellor.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCounselling, useSetShare } from '../counselling-api.ts';

/**
 * 'Meine Beratung' in the learner's settings (issue 30): who the counsellor is, a switch per kind of
 * material (each a consent record, withdrawn at once) and the list of every record.
 */
export function SharingSection({ hasLeistungstest = true }: { hasLeistungstest?: boolean }) {
  const { t } = useTranslation('counsellor');
  const state = useCounselling();
  const set = useSetShare();
  const kinds = SHARE_KINDS.filter((kind) => kind !== 'leistungstest' || hasLeistungstest);

  let body: React.ReactNode;
  if (state.isPending) body = <Spinner label={t('common:loading')} />;
  else if (state.isError)
    body = <LoadError message={t(errorKey(state.error))} onRetry={() => state.refetch()} />;
  else if (!state.data.counsellor) body = <p className="text-slate-700">{t('sharing.none')}</p>;
  else {
    const { counsellor, shared, records } = state.data;
    const on = (kind: ShareKind) => shared.includes(kind);
    body = (
      <div className="space-y-4">
        <p>
          {t('sharing.yours')}{' '}
          <strong className="[overflow-wrap:anywhere]">
            {counsellor.name === counsellor.email
              ? counsellor.email
              : `${counsellor.name} (${counsellor.email})`}
          </strong>
        </p>
        <p className="text-sm text-slate-700">{t('sharing.always')}</p>
        {set.isError ? <Alert tone="error">{t(errorKey(set.error))}</Alert> : null}
        <div className="space-y-3">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              label={t(`sharing.kinds.${kind}`)}
              checked={on(kind)}
              disabled={set.isPending || (shareWaits(kind, shared) && !on(kind))}
              onChange={(shared) => set.mutate({ kind, shared })}
              state={
                shareWaits(kind, shared)
                  ? t('sharing.transcriptNeedsReports')
                  : on(kind)
                    ? t('sharing.on', { name: counsellor.name })
                    : t('sharing.off')
              }
            />
          ))}
        </div>
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-medium">{t('sharing.records')}</summary>
          {records.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('sharing.noRecords')}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {records.map((r) => (
                <li key={`${r.kind}-${r.sharedAt}`}>
                  {t('sharing.record', {
                    kind: t(`sharing.kinds.${r.kind}`),
                    name: r.counsellor,
                    from: formatDate(r.sharedAt),
                  })}{' '}
                  {r.withdrawnAt
                    ? t('sharing.withdrawn', { date: formatDate(r.withdrawnAt) })
                    : t('sharing.active')}
                </li>
              ))}
            </ul>
          )}
        </details>
      </div>
    );
  }

  return (
    <section aria-labelledby="sharing-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="sharing-heading" className="mb-1 text-lg font-semibold">
        {t('sharing.title')}
      </h2>
      <p className="mb-4 text-slate-700">{t('sharing.intro')}</p>
      {body}
    </section>
  );
}
