import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_TOPICS, WEEKDAYS } from '../../../../common/domain/reminders.ts';
import { type ReminderSettings, reminderChoice } from '../../../../common/schemas/reminders.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useReminders, useSaveReminders } from '../api.ts';
import '../i18n.ts';

const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

function ReminderForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation('reminders');
  const save = useSaveReminders();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useZodForm(
    reminderChoice,
    {
      email: settings.email,
      days: settings.days.map(String),
      from: String(settings.from),
      until: String(settings.until),
      topics: settings.topics,
    },
    { until: 'reminders:errors.until_after_from', days: 'reminders:errors.days_required' },
  );
  const submit = form.handleSubmit((choice) =>
    save.mutate(choice, {
      onSuccess: () => setMessage({ tone: 'success', text: t('saved') }),
      onError: (error) => {
        form.serverError(error);
        setMessage({ tone: 'error', text: t('saveFailed') });
      },
    }),
  );
  const shown = form.firstError() ? { tone: 'error' as const, text: form.firstError()! } : message;
  const daysError = form.errorText('days');

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')} className="space-y-4">
      {settings.pausedUntil ? (
        <Alert tone="info">{t('paused', { date: formatDate(settings.pausedUntil, 'long') })}</Alert>
      ) : null}
      <div>
        <CheckboxField label={t('email')} {...form.field('email')} />
        <p className="text-sm text-slate-700">{t('emailHint')}</p>
      </div>
      <fieldset aria-describedby={daysError ? 'reminder-days-error' : undefined}>
        <legend className="font-medium">{t('days')}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={t(`weekday.${day}`)}
              value={String(day)}
              aria-invalid={daysError ? true : undefined}
              {...form.register('days')}
            />
          ))}
        </div>
        {daysError ? (
          <p id="reminder-days-error" className="text-sm text-red-800">
            {daysError}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('window')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('from')} {...form.field('from')}>
            {HOURS.slice(0, 24).map((hour) => (
              <option key={hour} value={hour}>
                {t('hour', { hour: String(hour).padStart(2, '0') })}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('until')} {...form.field('until')}>
            {HOURS.slice(1).map((hour) => (
              <option key={hour} value={hour}>
                {t('hour', { hour: String(hour).padStart(2, '0') })}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('topics')}</legend>
        {REMINDER_TOPICS.map((topic) => (
          <CheckboxField key={topic} label={t(`topic.${topic}`)} {...form.field(`topics.${topic}`)} />
        ))}
      </fieldset>
      {shown ? <Alert tone={shown.tone}>{shown.text}</Alert> : null}
      <Button type="submit" busy={save.isPending}>
        {t('save')}
      </Button>
    </form>
  );
}

/** Settings 'Erinnerungen' (issue 30, decision 065): e-mail reminders, off until the learner opts in. */
export function RemindersSection() {
  const { t } = useTranslation('reminders');
  const reminders = useReminders();
  // The form takes its values once: it waits for this visit's answer, not a cached one.
  const waiting = reminders.isPending || (reminders.isFetching && !reminders.isFetchedAfterMount);
  return (
    <section aria-labelledby="reminders-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="reminders-heading" className="mb-1 text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mb-4 text-slate-700">{t('intro')}</p>
      {waiting ? <Spinner label={t('common:loading')} /> : null}
      {reminders.isError ? <LoadError message={t('loadFailed')} onRetry={() => reminders.refetch()} /> : null}
      {reminders.data && !waiting && !reminders.isError ? <ReminderForm settings={reminders.data} /> : null}
    </section>
  );
}
