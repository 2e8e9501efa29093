import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TranslationItem,
  TranslationKind,
  TranslationsBody,
} from '../../../../common/schemas/translations.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useSaveTranslations, useTranslationItem } from '../api.ts';
import {
  EDIT_LANGUAGES,
  type EditLanguage,
  type FieldValue,
  TranslationField,
} from './translation-field.tsx';

type Values = Record<string, Record<EditLanguage, FieldValue>>;

function initialValues(item: TranslationItem): Values {
  return Object.fromEntries(
    item.fields.map((field) => [
      field,
      Object.fromEntries(
        EDIT_LANGUAGES.map((lang) => {
          const value = (item.translations[lang] as Record<string, FieldValue> | undefined)?.[field];
          return [lang, value ?? (Array.isArray(item.german[field]) ? [] : '')];
        }),
      ) as Record<EditLanguage, FieldValue>,
    ]),
  );
}

/** The form's values as the API takes them: per language, options only when every one is filled. */
function toBody(values: Values): TranslationsBody {
  const body: TranslationsBody = {};
  for (const lang of EDIT_LANGUAGES) {
    const fields: Record<string, FieldValue> = {};
    for (const [field, perLang] of Object.entries(values)) {
      const value = perLang[lang];
      if (Array.isArray(value)) fields[field] = value.every((v) => v.trim()) ? value : [];
      else fields[field] = value;
    }
    body[lang] = fields;
  }
  return body;
}

type Props = { kind: TranslationKind; id: string | null; name: string; onClose: () => void };

/** The side-by-side translation editor of one content item (admins), in a dialog. */
export function TranslationEditor({ kind, id, name, onClose }: Props) {
  const { t } = useTranslation('translations');
  const item = useTranslationItem(kind, id);
  const save = useSaveTranslations(kind, id ?? '');
  const [values, setValues] = useState<Values | null>(null);
  useEffect(() => {
    setValues(item.data ? initialValues(item.data) : null);
  }, [item.data]);
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values) save.mutate(toBody(values), { onSuccess: close });
  };
  return (
    <Dialog open={id !== null} title={t('title', { name })} onClose={close} size="lg" closeLabel={t('close')}>
      {!item.data || !values ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-700">{t('hint')}</p>
          {item.data.outdated.length ? (
            <Alert tone="info">
              {t('outdatedNote', {
                languages: item.data.outdated.map((l) => t(`languages.${l}`)).join(', '),
              })}
            </Alert>
          ) : null}
          {item.data.fields.map((field) => (
            <TranslationField
              key={field}
              field={field}
              german={item.data.german[field] ?? null}
              values={values[field]!}
              onChange={(lang, value) =>
                setValues((current) =>
                  current ? { ...current, [field]: { ...current[field]!, [lang]: value } } : current,
                )
              }
            />
          ))}
          {save.error ? <Alert tone="error">{t(errorKey(save.error))}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={save.isPending}>
              {t('save')}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
