import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

export type Message = { tone: 'success' | 'error'; text: string } | null;

/** One settings section: a titled form with its own save button and its own message (SPEC §2, §8). */
export function SectionForm({
  id,
  title,
  onSubmit,
  busy,
  message,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  onSubmit: () => void;
  busy: boolean;
  message: Message;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={title} data-section={id} className="space-y-4">
      {children}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
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
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
