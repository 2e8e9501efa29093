import { useTranslation } from 'react-i18next';
import type { PageKey } from '../../../../common/domain/pages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { useMe } from '../../../lib/session.ts';
import { useOwnAccessRequests, useRequestAccess } from '../api.ts';

/**
 * "Zugang anfragen" on a locked page (issue 28, decision 072): a button while nothing is asked;
 * afterwards the request's state (pending, granted, declined) instead, so nobody asks twice.
 */
export function RequestAccess({ page }: { page: PageKey }) {
  const { t, i18n } = useTranslation('access-requests');
  const own = useOwnAccessRequests(page);
  const ask = useRequestAccess();
  const meUpdatedAt = useMe().dataUpdatedAt;
  const found = own.data?.requests.find((r) => r.page === page);
  // Granted, but the page is locked again since (the viewer was read after the grant): ask anew.
  const request =
    found?.state === 'granted' && found.decidedAt && meUpdatedAt > Date.parse(found.decidedAt) + 1000
      ? undefined
      : found;
  const date = (iso: string) => dateFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const state = request?.state;

  return (
    <section aria-labelledby="request-access-title" className="mt-5 border-t border-slate-200 pt-4">
      <h2 id="request-access-title" className="font-semibold text-slate-900">
        {t('request.title')}
      </h2>
      {own.isPending ? <Spinner label={t('common:loading')} /> : null}
      {own.isError ? (
        <div className="mt-2 space-y-2">
          <p className="text-slate-700">{t('request.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void own.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : null}
      {own.data && !request ? (
        <>
          <p className="mt-2 text-slate-700">{t('request.intro')}</p>
          <Button className="mt-3" busy={ask.isPending} onClick={() => ask.mutate(page)}>
            {ask.isPending ? t('request.sending') : t('request.button')}
          </Button>
        </>
      ) : null}
      {/* Announced when it changes: after the click, and when an admin decided while the page is open. */}
      <div role="status" className="mt-2">
        {state === 'pending' && request ? (
          <p className="text-slate-800">{t('request.pending', { date: date(request.createdAt) })}</p>
        ) : null}
        {state === 'granted' ? <p className="text-slate-800">{t('request.granted')}</p> : null}
        {state === 'declined' && request ? (
          <p className="text-slate-800">
            {t('request.declined', { date: date(request.decidedAt ?? request.createdAt) })}
          </p>
        ) : null}
      </div>
      {ask.isError ? <Alert tone="error">{t('request.failed')}</Alert> : null}
    </section>
  );
}
