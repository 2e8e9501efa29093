import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaOfPage } from '../../../../common/domain/access-requests.ts';
import type { PendingAccessRequest } from '../../../../common/schemas/access-requests.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDecideAccess, usePendingAccessRequests } from '../api.ts';

type Outcome = { tone: 'done' | 'error'; text: string };

function RequestItem({
  request,
  onDecided,
}: {
  request: PendingAccessRequest;
  onDecided: (o: Outcome) => void;
}) {
  const { t } = useTranslation('access-requests');
  const decide = useDecideAccess();
  const who = request.user.name ?? request.user.email;
  const area = t(`nav:${areaOfPage(request.page)}`);
  const run = (decision: 'granted' | 'declined') =>
    decide.mutate(
      { id: request.id, decision },
      {
        onSuccess: () => onDecided({ tone: 'done', text: t(`bell.${decision}`, { who, area }) }),
        onError: (error) =>
          onDecided({
            tone: 'error',
            text: t(error instanceof ApiError && error.status === 409 ? 'bell.decided' : 'bell.failed'),
          }),
      },
    );
  return (
    <li className="py-2">
      <p className="text-sm text-slate-800 [overflow-wrap:anywhere]">{t('bell.asks', { who, area })}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button
          aria-label={t('bell.grantLabel', { who, area })}
          busy={decide.isPending && decide.variables?.decision === 'granted'}
          disabled={decide.isPending}
          onClick={() => run('granted')}
        >
          {t('bell.grant')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('bell.declineLabel', { who, area })}
          busy={decide.isPending && decide.variables?.decision === 'declined'}
          disabled={decide.isPending}
          onClick={() => run('declined')}
        >
          {t('bell.decline')}
        </Button>
      </div>
    </li>
  );
}

/** The admins' bell notice (issue 28): the open access requests, each granted or declined in one click. */
export function useAccessRequestsNotice(enabled: boolean) {
  const pending = usePendingAccessRequests(enabled);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = pending.data?.total ?? 0;
  return {
    count,
    // The last decision's outcome stays readable in the open bell after its item left the list.
    show: count > 0 || outcome !== null,
    node: () => (
      <Notice
        requests={pending.data?.requests ?? []}
        total={count}
        outcome={outcome}
        heading={heading}
        onDecided={(next) => {
          setOutcome(next);
          // The clicked button leaves the list: focus stays in the bell, on its heading.
          heading.current?.focus();
        }}
      />
    ),
  };
}

function Notice({
  requests,
  total,
  outcome,
  heading,
  onDecided,
}: {
  requests: PendingAccessRequest[];
  total: number;
  outcome: Outcome | null;
  heading: RefObject<HTMLHeadingElement | null>;
  onDecided: (o: Outcome) => void;
}) {
  const { t } = useTranslation('access-requests');
  return (
    <section aria-labelledby="access-requests-title">
      <h2 ref={heading} id="access-requests-title" tabIndex={-1} className="mb-1 font-semibold">
        {t('bell.title')}
      </h2>
      <div
        role="status"
        className={outcome?.tone === 'error' ? 'text-sm text-red-800' : 'text-sm text-green-800'}
      >
        {outcome?.text}
      </div>
      {requests.length > 0 ? (
        <ul className="divide-y divide-slate-200">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} onDecided={onDecided} />
          ))}
        </ul>
      ) : null}
      {total > requests.length ? (
        <p className="text-sm text-slate-700">{t('bell.more', { count: total - requests.length })}</p>
      ) : null}
    </section>
  );
}
