import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../../common/schemas/settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { EXPORT_URL, useDeleteAccount } from '../api.ts';
import { failure } from './messages.ts';
import { SectionCard } from './section-form.tsx';

/** The consent given, 'Meine Daten herunterladen' and 'Konto löschen' (with password confirmation; also the way to withdraw consent). */
export function DataSection({ consent, onDeleted }: { consent: Settings['consent']; onDeleted: () => void }) {
  const { t } = useTranslation('settings');
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const error = remove.isError ? failure(t, 'data.deleteFailed', remove.error) : null;

  return (
    <SectionCard id="data" title={t('data.title')}>
      <div className="space-y-6">
        <div className="space-y-2">
          <p className="text-slate-700">
            {consent
              ? t('data.consentGiven', { date: formatDate(consent.at), version: formatDate(consent.version) })
              : t('data.consentMissing')}
          </p>
          <p className="text-slate-700">{t('data.withdrawText')}</p>
        </div>
        <div className="space-y-2">
          <p className="text-slate-700">{t('data.exportText')}</p>
          <a
            href={EXPORT_URL}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
          >
            <Download aria-hidden="true" className="h-5 w-5" />
            {t('data.export')}
          </a>
        </div>
        <div className="space-y-2">
          <p className="text-slate-700">{t('data.deleteText')}</p>
          {!confirming ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('data.delete')}
            </Button>
          ) : (
            <form
              noValidate
              aria-label={t('data.confirmTitle')}
              className="space-y-3 rounded-lg border-2 border-red-700 p-4"
              onSubmit={(e) => {
                e.preventDefault();
                remove.mutate(password, { onSuccess: onDeleted });
              }}
            >
              <h3 className="font-semibold text-red-900">{t('data.confirmTitle')}</h3>
              <p>{t('data.confirmText')}</p>
              <TextField
                label={t('account.currentPassword')}
                type="password"
                autoComplete="current-password"
                name="delete-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {error ? <Alert tone="error">{error.text}</Alert> : null}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="danger" busy={remove.isPending}>
                  {t('data.confirm')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('data.cancel')}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
