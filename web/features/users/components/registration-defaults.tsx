import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_KEYS } from '../../../../common/domain/pages.ts';
import { type RegistrationDefaults, registrationDefaults } from '../../../../common/schemas/users.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useRefetchingMutation } from '../../../lib/server-state.ts';

const key = ['admin-registration-defaults'] as const;
const path = '/admin/users/registration-defaults';

function DefaultsForm({ current }: { current: RegistrationDefaults }) {
  const { t } = useTranslation('users');
  const [saved, setSaved] = useState(false);
  const save = useRefetchingMutation(key, (body: RegistrationDefaults) =>
    api.put<RegistrationDefaults>(path, body),
  );
  const form = useZodForm(registrationDefaults, current);
  const submit = form.handleSubmit((body) => {
    setSaved(false);
    save.mutate(body, { onSuccess: () => setSaved(true) });
  });
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="registration-defaults-title">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('registrationDefaults.pages')}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {PAGE_KEYS.map((page) => (
            <CheckboxField key={page} label={t(`pages.${page}`)} {...form.field(`permissions.${page}`)} />
          ))}
        </div>
      </fieldset>
      <div aria-live="polite">
        {saved ? <Alert tone="success">{t('registrationDefaults.saved')}</Alert> : null}
        {save.isError ? <Alert tone="error">{t('registrationDefaults.failed')}</Alert> : null}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('registrationDefaults.save')}
      </Button>
    </form>
  );
}

/** What self-registered learners get (issue 28); invited and CRM accounts are set per person. */
export function RegistrationDefaultsCard() {
  const { t } = useTranslation('users');
  const defaults = useQuery({ queryKey: key, queryFn: () => api.get<RegistrationDefaults>(path) });
  return (
    <section
      aria-labelledby="registration-defaults-title"
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="registration-defaults-title" className="text-lg font-semibold">
        {t('registrationDefaults.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('registrationDefaults.intro')}</p>
      {defaults.isPending ? <Spinner label={t('common:loading')} /> : null}
      {defaults.isError ? (
        <LoadError message={t('registrationDefaults.loadFailed')} onRetry={() => defaults.refetch()} />
      ) : null}
      {defaults.data ? <DefaultsForm current={defaults.data} /> : null}
    </section>
  );
}
