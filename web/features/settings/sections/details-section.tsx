import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidBirthDate } from '../../../../common/domain/settings-rules.ts';
import type { Settings } from '../../../../common/schemas/settings.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { useSaveDetails } from '../api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard, SectionForm } from './section-form.tsx';

/** Persönliche Daten: user_details (SPEC §3). */
export function DetailsSection({ details }: { details: Settings['details'] }) {
  const { t } = useTranslation('settings');
  const save = useSaveDetails();
  const [form, setForm] = useState({ ...details, middleName: details.middleName ?? '' });
  const [message, setMessage] = useState<Message>(null);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: e.target.value });

  function submit() {
    if (!isValidBirthDate(form.birthDate))
      return setMessage({ tone: 'error', text: t('details.invalidDate') });
    save.mutate(
      { ...form, middleName: form.middleName.trim() || null },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('details.saved') }),
        onError: (error) => setMessage(failure(t, 'details.failed', error)),
      },
    );
  }

  return (
    <SectionCard id="details" title={t('details.title')}>
      <SectionForm
        id="details"
        title={t('details.title')}
        onSubmit={submit}
        busy={save.isPending}
        message={message}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('details.firstName')}
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label={t('details.middleName')}
            autoComplete="additional-name"
            value={form.middleName}
            onChange={set('middleName')}
          />
          <TextField
            label={t('details.lastName')}
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
          <TextField
            label={t('details.birthDate')}
            type="date"
            autoComplete="bday"
            value={form.birthDate}
            onChange={set('birthDate')}
          />
        </div>
      </SectionForm>
    </SectionCard>
  );
}
