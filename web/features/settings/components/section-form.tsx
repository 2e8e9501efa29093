import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

export type Message = { tone: 'success' | 'error'; text: string } | null;

/**
 * One settings section: a titled form with its own save button and its own message (SPEC §2, §8).
 * `onSubmit` is the section's `handleSubmit(…)` (web/lib/forms.ts); `error` its first invalid field's
 * text, shown in the alert instead of an older message.
 */
export function SectionForm({
  id,
  title,
  onSubmit,
  busy,
  message,
  error,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  message: Message;
  error?: string;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const shown: Message = error ? { tone: 'error', text: error } : message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} data-section={id} className="space-y-4">
      {children}
      {shown ? <Alert tone={shown.tone}>{shown.text}</Alert> : null}
      <Button type="submit" busy={busy}>
        {submitLabel ?? t('save')}
      </Button>
    </form>
  );
}

/** A card around one or more section forms. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} tabIndex={-1} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
