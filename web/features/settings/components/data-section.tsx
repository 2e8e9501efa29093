import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../../common/schemas/settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { DeleteAccountForm } from './data-delete-form.tsx';
import { DataExportForm } from './data-export-form.tsx';
import { SectionCard } from './section-form.tsx';

/** The consent given, 'Meine Daten herunterladen' and 'Konto löschen' (with password confirmation; also the way to withdraw consent). */
export function DataSection({
  consent,
  showConsent = true,
  onDeleted,
}: {
  consent: Settings['consent'];
  /** A counsellor gives no consent to the processing of MPU data: no such lines then. */
  showConsent?: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState(false);

  return (
    <SectionCard id="data" title={t('data.title')}>
      <div className="space-y-6">
        {showConsent ? (
          <div className="space-y-2">
            <p className="text-slate-700">
              {consent
                ? t('data.consentGiven', {
                    date: formatDate(consent.at),
                    version: formatDate(consent.version),
                  })
                : t('data.consentMissing')}
            </p>
            <p className="text-slate-700">{t('data.withdrawText')}</p>
          </div>
        ) : null}
        <DataExportForm />
        <div className="space-y-2">
          <p className="text-slate-700">{t('data.deleteText')}</p>
          {!confirming ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('data.delete')}
            </Button>
          ) : (
            <DeleteAccountForm onDeleted={onDeleted} onCancel={() => setConfirming(false)} />
          )}
        </div>
      </div>
    </SectionCard>
  );
}
