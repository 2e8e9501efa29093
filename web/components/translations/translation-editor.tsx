import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../../../common/domain/translations.ts';
import {
  languageFields,
  type TranslationItem,
  type TranslationKind,
} from '../../../common/schemas/translations.ts';
import { errorKey } from '../../lib/api-client.ts';
import { useZodForm } from '../../lib/forms.ts';
import { useSaveTranslations, useTranslationItem } from '../../lib/translations.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { TranslationField } from './translation-field.tsx';
import './i18n.ts';

/**
 * The API's fields per language; options typed one per input: all empty is 'not translated' (none
 * sent), otherwise the API's rule holds (every option filled).
 */
const languageForm = languageFields.extend({
  options: z
    .array(z.string())
    .transform((options) => (options.every((o) => !o.trim()) ? [] : options))
    .pipe(languageFields.shape.options.unwrap())
    .optional(),
});
const translationsForm = z.record(z.enum(TRANSLATION_LANGUAGES), languageForm);
type FormInput = z.input<typeof translationsForm>;

/** Each language's saved translation of every field, '' (or one '' per German option) when none. */
function defaultsOf(item: TranslationItem): FormInput {
  const languageValues = (saved: Record<string, unknown> = {}) =>
    Object.fromEntries(
      item.fields.map((field) => {
        const german = item.german[field];
        const value = saved[field];
        if (!Array.isArray(german)) return [field, typeof value === 'string' ? value : ''];
        return [field, german.map((_, i) => (Array.isArray(value) ? value[i] : undefined) ?? '')];
      }),
    );
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [lang, languageValues(item.translations[lang])]),
  ) as FormInput;
}

type FormProps = { kind: TranslationKind; item: TranslationItem; onClose: () => void };

function TranslationForm({ kind, item, onClose }: FormProps) {
  const { t } = useTranslation('translations');
  const save = useSaveTranslations(kind, item.id);
  const form = useZodForm(translationsForm, defaultsOf(item));
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: onClose }));
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-slate-700">{t('hint')}</p>
      {item.outdated.length ? (
        <Alert tone="info">
          {t('outdatedNote', { languages: item.outdated.map((l) => t(`languages.${l}`)).join(', ') })}
        </Alert>
      ) : null}
      {item.fields.map((field) => (
        <TranslationField
          key={field}
          field={field}
          german={item.german[field] ?? null}
          input={(path) => form.field(path as Path<FormInput>)}
        />
      ))}
      {save.error ? <Alert tone="error">{t(errorKey(save.error))}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

type Props = { kind: TranslationKind; id: string | null; name: string; onClose: () => void };

/** The side-by-side translation editor of one content item (admins), in a dialog. */
export function TranslationEditor({ kind, id, name, onClose }: Props) {
  const { t } = useTranslation('translations');
  const item = useTranslationItem(kind, id);
  return (
    <Dialog
      open={id !== null}
      title={t('title', { name })}
      onClose={onClose}
      size="lg"
      closeLabel={t('close')}
    >
      {item.data ? (
        <TranslationForm key={item.data.id} kind={kind} item={item.data} onClose={onClose} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </Dialog>
  );
}
