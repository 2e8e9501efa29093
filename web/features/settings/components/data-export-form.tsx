import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportBody } from '../../../../common/schemas/settings.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useExportData } from '../api.ts';
import { failure } from './messages.ts';
import type { Message } from './section-form.tsx';

/** 'Meine Daten herunterladen', confirmed with the current password (issue 26). */
export function DataExportForm() {
  const { t } = useTranslation('settings');
  const download = useExportData();
  const form = useZodForm(exportBody, { currentPassword: '' });
  const [message, setMessage] = useState<Message>(null);
  const submit = form.handleSubmit(({ currentPassword }) =>
    download.mutate(currentPassword, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: t('data.exported') });
        form.reset({ currentPassword: '' });
      },
      onError: (failed) => {
        setMessage(failure(t, 'data.exportFailed', failed));
        form.serverError(failed, { wrong_password: 'currentPassword' });
      },
    }),
  );

  return (
    <form noValidate aria-label={t('data.export')} className="space-y-3" onSubmit={submit}>
      <p className="text-slate-700">{t('data.exportText')}</p>
      <p className="text-slate-700">{t('data.exportConfirm')}</p>
      <div className="max-w-sm">
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Button type="submit" variant="secondary" busy={download.isPending}>
        <Download aria-hidden="true" className="h-5 w-5" />
        {t('data.export')}
      </Button>
    </form>
  );
}
