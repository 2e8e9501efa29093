import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  API_KEY_SCOPES,
  DEFAULT_API_KEY_SCOPES,
  isExpiryAllowed,
} from '../../../../common/domain/api-keys.ts';
import { todayInGermany } from '../../../../common/domain/dates.ts';
import { apiKeyCreate } from '../../../../common/schemas/api-keys.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CheckboxField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { scopeLabelKey, useApiKeyMutations } from '../api.ts';

/** The create body, with the expiry checked against today (German calendar); '' is 'never'. */
function createKeyForm(today: string) {
  return apiKeyCreate.extend({
    expiresOn: z
      .string()
      .refine((day) => isExpiryAllowed(day, today), { message: 'apiKeys:errors.expiryPast' })
      .transform((day) => day || null),
  });
}

/** 'Neuen API-Schlüssel erstellen': name, permissions, optional expiry (not before today), active by default. */
export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const { t } = useTranslation('apiKeys');
  const { create } = useApiKeyMutations();
  const today = todayInGermany();
  const form = useZodForm(
    createKeyForm(today),
    { name: '', expiresOn: '', isActive: true, scopes: DEFAULT_API_KEY_SCOPES },
    { 'name.too_small': 'apiKeys:errors.nameRequired', scopes: 'apiKeys:scopesRequired' },
  );

  function close() {
    form.reset();
    create.reset();
    onClose();
  }

  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (result) => {
        onCreated(result.key);
        close();
      },
      onError: (error) => form.serverError(error),
    }),
  );

  const serverProblem =
    create.error instanceof ApiError && create.error.code === 'conflict'
      ? t('errors.nameTaken')
      : create.error
        ? t('errors.create')
        : null;
  const problem = form.firstError() ?? serverProblem;

  return (
    <Dialog open={open} title={t('createTitle')} onClose={close}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label={t('name')} placeholder={t('namePlaceholder')} required {...form.field('name')} />
        <TextField label={t('expires')} type="date" min={today} {...form.field('expiresOn')} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              label={t(scopeLabelKey(scope))}
              value={scope}
              {...form.register('scopes')}
            />
          ))}
        </fieldset>
        <CheckboxField label={t('active')} {...form.field('isActive')} />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
