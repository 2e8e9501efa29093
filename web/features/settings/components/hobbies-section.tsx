import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addHobby } from '../../../../common/domain/settings-rules.ts';
import { onboardingFields } from '../../../../common/schemas/settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useSaveOnboarding } from '../api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard, SectionForm } from './section-form.tsx';

const hobbiesSchema = onboardingFields.pick({ hobbies: true });

/** Hobbys: added only when non-empty after trimming and not present yet (SPEC §5). */
export function HobbiesSection({ hobbies: initial }: { hobbies: string[] }) {
  const { t } = useTranslation('settings');
  const save = useSaveOnboarding();
  // The list is the form's value; the 'Neues Hobby' input only feeds it and is not sent.
  const form = useZodForm(hobbiesSchema, { hobbies: initial });
  const hobbies = form.watch('hobbies');
  const setHobbies = (list: string[]) => form.setValue('hobbies', list);
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<Message>(null);

  function add() {
    setHobbies(addHobby(hobbies, input));
    setInput('');
  }

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => setMessage({ tone: 'success', text: t('info.saved') }),
      onError: (error) => setMessage(failure(t, 'info.failed', error)),
    }),
  );

  return (
    <SectionCard id="hobbies" title={t('hobbies.title')}>
      <SectionForm
        id="hobbies"
        title={t('hobbies.title')}
        onSubmit={submit}
        busy={save.isPending}
        message={message}
        error={form.firstError()}
      >
        {hobbies.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {hobbies.map((hobby) => (
              <li
                key={hobby}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-indigo-950"
              >
                {hobby}
                <button
                  type="button"
                  aria-label={t('hobbies.remove', { hobby })}
                  onClick={() => setHobbies(hobbies.filter((h) => h !== hobby))}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-indigo-100"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('hobbies.empty')}</p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('hobbies.newHobby')}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </div>
          <Button variant="secondary" onClick={add}>
            {t('hobbies.add')}
          </Button>
        </div>
      </SectionForm>
    </SectionCard>
  );
}
