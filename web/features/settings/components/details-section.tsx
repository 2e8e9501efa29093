import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailsBody, type Settings } from '../../../../common/schemas/settings.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useSaveDetails } from '../api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard, SectionForm } from './section-form.tsx';

/** Persönliche Daten: user_details (SPEC §3). */
export function DetailsSection({ details }: { details: Settings['details'] }) {
  const { t } = useTranslation('settings');
  const save = useSaveDetails();
  const [message, setMessage] = useState<Message>(null);
  const form = useZodForm(
    detailsBody,
    { ...details, middleName: details.middleName ?? '' },
    { birthDate: 'settings:details.invalidDate' },
  );

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { ...body, middleName: body.middleName || null },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('details.saved') }),
        onError: (error) => {
          form.serverError(error);
          setMessage(failure(t, 'details.failed', error));
        },
      },
    ),
  );

  return (
    <SectionCard id="details" title={t('details.title')}>
      <SectionForm
        id="details"
        title={t('details.title')}
        onSubmit={submit}
        busy={save.isPending}
        message={message}
        error={form.firstError()}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('details.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <TextField
            label={t('details.middleName')}
            autoComplete="additional-name"
            {...form.field('middleName')}
          />
          <TextField label={t('details.lastName')} autoComplete="family-name" {...form.field('lastName')} />
          <TextField
            label={t('details.birthDate')}
            type="date"
            autoComplete="bday"
            {...form.field('birthDate')}
          />
        </div>
      </SectionForm>
    </SectionCard>
  );
}
