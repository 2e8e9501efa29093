import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyItem } from '../../../../common/schemas/api-keys.ts';
import { AdminNav } from '../../../components/admin-nav.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApiKeyMutations, useApiKeys } from '../api.ts';
import { CreateKeyDialog } from '../components/create-key-dialog.tsx';
import { KeyRow } from '../components/key-row.tsx';
import '../i18n.ts';

type Notice = { tone: 'success' | 'error'; text: string };

/** /dashboard/admin/settings: the CRM integration keys (SPEC §2 Admin settings). */
export default function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  const keys = useApiKeys();
  const { toggle, rotate, remove } = useApiKeyMutations();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKeyItem | null>(null);
  const [rotating, setRotating] = useState<ApiKeyItem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const service = keys.data?.serviceName ?? '';

  /** The key is shown this once (only its hash is stored): copied, or shown in the message. */
  async function announce(key: string, copiedText: string, shownText: string) {
    try {
      await navigator.clipboard.writeText(key);
      setNotice({ tone: 'success', text: copiedText });
    } catch {
      // Clipboard needs a secure context; then the admin copies the key from the message.
      setNotice({ tone: 'success', text: shownText });
    }
  }
  const announceCreated = (key: string) => announce(key, t('createdCopied'), t('createdShown', { key }));

  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <AdminNav />
      <div className="mb-4 flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('title', { service })}</h1>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" size={18} />
          {t('create')}
        </Button>
      </div>
      <p className="mb-2 max-w-3xl text-slate-700">{t('note', { service })}</p>
      <p className="mb-4 max-w-3xl text-slate-700">{t('onceHint')}</p>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>

      {keys.isPending ? <Spinner label={t('common:loading')} /> : null}
      {keys.isError ? <Alert tone="error">{t('errors.load')}</Alert> : null}
      {keys.data?.keys.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <KeyRound aria-hidden="true" className="mx-auto mb-2 text-slate-500" />
          <p className="font-medium">{t('empty')}</p>
          <p className="text-slate-600">{t('emptyHint', { service })}</p>
        </div>
      ) : null}
      {keys.data && keys.data.keys.length > 0 ? (
        <table className="mt-6 block w-full rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200 md:table">
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              {(['name', 'key', 'created', 'expires', 'status', 'actions'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {keys.data.keys.map((item) => (
              <KeyRow
                key={item.id}
                item={item}
                onToggle={() =>
                  toggle.mutate(item, {
                    onError: () => setNotice({ tone: 'error', text: t('errors.status') }),
                  })
                }
                onRotate={() => setRotating(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </tbody>
        </table>
      ) : null}

      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={announceCreated} />
      <ConfirmDialog
        open={rotating !== null}
        title={t('rotateNamed', { name: rotating?.name ?? '' })}
        message={t('confirmRotate', { name: rotating?.name ?? '', service })}
        confirmLabel={t('rotateConfirm')}
        cancelLabel={t('cancel')}
        busy={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() =>
          rotate.mutate(rotating!.id, {
            onSuccess: ({ item, key }) => {
              setRotating(null);
              void announce(
                key,
                t('rotatedCopied', { name: item.name }),
                t('rotatedShown', { name: item.name, key }),
              );
            },
            onError: () => {
              setRotating(null);
              setNotice({ tone: 'error', text: t('errors.rotate') });
            },
          })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteNamed', { name: deleting?.name ?? '' })}
        message={t('confirmDelete', { name: deleting?.name ?? '', service })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => setDeleting(null),
            onError: () => {
              setDeleting(null);
              setNotice({ tone: 'error', text: t('errors.delete') });
            },
          })
        }
      />
    </div>
  );
}
