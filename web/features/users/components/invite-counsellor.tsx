import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../common/i18n/languages.ts';
import { counsellorInvite } from '../../../../common/schemas/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useInviteCounsellor } from '../api.ts';

/** 'Beraterin oder Berater einladen' (issue 30): an account and an invitation mail in their language. */
export function InviteCounsellor({ onInvited }: { onInvited: (email: string) => void }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('inviteCounsellor')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('inviteCounsellor')}>
        <InviteForm
          onDone={(email) => {
            setOpen(false);
            if (email) onInvited(email);
          }}
        />
      </Dialog>
    </>
  );
}

function InviteForm({ onDone }: { onDone: (email?: string) => void }) {
  const { t } = useTranslation('users');
  const invite = useInviteCounsellor();
  const form = useZodForm(
    counsellorInvite,
    { email: '', name: '', language: 'de' },
    { name: 'users:nameRequired' },
  );
  const submit = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: () => onDone(body.email),
      onError: (error) => form.serverError(error),
    }),
  );
  const problem = form.firstError();
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{t('inviteCounsellorIntro')}</p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {invite.isError ? <Alert tone="error">{t(errorKey(invite.error))}</Alert> : null}
      <TextField label={t('counsellorName')} required maxLength={120} {...form.field('name')} />
      <TextField type="email" label={t('counsellorEmail')} required {...form.field('email')} />
      <SelectField label={t('counsellorLanguage')} {...form.field('language')}>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`common:languages.${lang}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={() => onDone()}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={invite.isPending}>
          {t('sendInvite')}
        </Button>
      </div>
    </form>
  );
}
