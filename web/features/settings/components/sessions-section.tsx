import { Laptop } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionItem } from '../../../../common/schemas/sessions.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useEndSessions, useSessions } from '../links-api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard } from './section-form.tsx';

/**
 * 'Angemeldete Geräte' (issue 26): every browser signed in to the account, with its device, network,
 * sign-in and last use; sign out one of them or all others (a stolen cookie is ended here).
 */
export function SessionsSection() {
  const { t } = useTranslation('settings');
  const sessions = useSessions();
  const end = useEndSessions();
  const [message, setMessage] = useState<Message>(null);
  // The button pressed is gone after the change: focus goes to the section's heading.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus) document.getElementById('sessions-heading')?.focus();
    setRefocus(false);
  }, [refocus]);

  const deviceOf = (item: SessionItem) => item.device ?? t('sessions.unknownDevice');
  const run = (id: string, done: string) =>
    end.mutate(id, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: done });
        setRefocus(true);
      },
      onError: (error) => setMessage(failure(t, 'sessions.saveFailed', error)),
    });
  const items = sessions.data?.items ?? [];
  const others = items.filter((item) => !item.current);

  return (
    <SectionCard id="sessions" title={t('sessions.title')}>
      <div className="space-y-4">
        <p className="text-slate-700">{t('sessions.intro')}</p>
        {sessions.isPending ? <Spinner label={t('common:loading')} /> : null}
        {sessions.isError ? (
          <LoadError message={t('sessions.loadFailed')} onRetry={() => sessions.refetch()} />
        ) : null}
        {items.length > 0 ? (
          <ul className="space-y-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    <Laptop aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-600" />
                    {deviceOf(item)}
                    {item.current ? (
                      <span className="rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">
                        {t('sessions.thisDevice')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-700">
                    {item.network
                      ? t('sessions.network', { network: item.network })
                      : t('sessions.noNetwork')}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('sessions.dates', {
                      signedIn: formatDate(item.signedInAt),
                      lastUsed: formatDate(item.lastUsedAt),
                    })}
                  </p>
                </div>
                {!item.current ? (
                  <Button
                    variant="secondary"
                    className="self-start"
                    busy={end.isPending && end.variables === item.id}
                    aria-label={t('sessions.signOutNamed', { device: deviceOf(item) })}
                    onClick={() => run(item.id, t('sessions.ended', { device: deviceOf(item) }))}
                  >
                    {t('sessions.signOut')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {sessions.data && others.length === 0 ? (
          <p className="text-slate-700">{t('sessions.onlyThis')}</p>
        ) : null}
        {others.length > 0 ? (
          <Button
            variant="danger"
            busy={end.isPending && end.variables === 'others'}
            onClick={() => run('others', t('sessions.endedOthers', { count: others.length }))}
          >
            {t('sessions.signOutOthers')}
          </Button>
        ) : null}
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
    </SectionCard>
  );
}
