import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrmLink } from '../../../../common/schemas/crm-links.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useChangeCrmLink, useCrmLinks } from '../links-api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard } from './section-form.tsx';

/**
 * 'Verknüpfung mit Ihrer Beratung' (issue 26): which consultancy's system (CRM key) may change the
 * learner's access and MPU reasons. A request is agreed or declined; an agreed link is withdrawn.
 * A declined one stays listed (the key does not ask again) and can still be agreed to.
 */
export function CrmLinksSection() {
  const { t } = useTranslation('settings');
  const links = useCrmLinks();
  const change = useChangeCrmLink();
  const [message, setMessage] = useState<Message>(null);
  // After a change the button pressed is gone: focus goes to its entry, or to the heading.
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    (document.getElementById(focus) ?? document.getElementById('crm-links-heading'))?.focus();
    setFocus(null);
  }, [focus]);

  const act = (link: CrmLink, action: 'agree' | 'remove') =>
    change.mutate(
      { keyId: link.keyId, action },
      {
        onSuccess: () => {
          setMessage({
            tone: 'success',
            text: t(action === 'agree' ? 'crmLinks.agreed' : 'crmLinks.removed', { name: link.name }),
          });
          setFocus(`crm-link-${link.keyId}`);
        },
        onError: (error) => setMessage(failure(t, 'crmLinks.saveFailed', error)),
      },
    );
  const busy = (link: CrmLink) => change.isPending && change.variables?.keyId === link.keyId;

  return (
    <SectionCard id="crm-links" title={t('crmLinks.title')}>
      <div className="space-y-4">
        <p className="text-slate-700">{t('crmLinks.intro')}</p>
        {links.isPending ? <Spinner label={t('common:loading')} /> : null}
        {links.isError ? (
          <LoadError message={t('crmLinks.loadFailed')} onRetry={() => links.refetch()} />
        ) : null}
        {links.data && links.data.items.length === 0 ? (
          <p className="text-slate-700">{t('crmLinks.empty')}</p>
        ) : null}
        {links.data && links.data.items.length > 0 ? (
          <ul className="space-y-3">
            {links.data.items.map((link) => (
              <li
                key={link.keyId}
                id={`crm-link-${link.keyId}`}
                tabIndex={-1}
                className="rounded-lg border border-slate-200 p-4"
              >
                <p className="font-medium break-words">{link.name}</p>
                <p className="text-sm text-slate-700">
                  {link.via === 'invited'
                    ? t('crmLinks.invited', { date: formatDate(link.requestedAt) })
                    : link.agreedAt
                      ? t('crmLinks.consented', { date: formatDate(link.agreedAt) })
                      : link.declinedAt
                        ? t('crmLinks.declined', { date: formatDate(link.declinedAt) })
                        : t('crmLinks.requested', { date: formatDate(link.requestedAt) })}
                </p>
                {link.via === 'consent' ? (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {link.agreedAt ? (
                      <Button variant="secondary" busy={busy(link)} onClick={() => act(link, 'remove')}>
                        {t('crmLinks.withdraw')}
                      </Button>
                    ) : (
                      <>
                        <Button busy={busy(link)} onClick={() => act(link, 'agree')}>
                          {t('crmLinks.agree')}
                        </Button>
                        {link.declinedAt ? null : (
                          <Button variant="secondary" busy={busy(link)} onClick={() => act(link, 'remove')}>
                            {t('crmLinks.decline')}
                          </Button>
                        )}
                      </>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
    </SectionCard>
  );
}
