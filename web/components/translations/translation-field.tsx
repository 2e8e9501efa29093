import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../common/domain/quiz.ts';
import { TRANSLATION_LANGUAGES } from '../../../common/domain/translations.ts';
import { TextAreaField, TextField } from '../ui/field.tsx';
import './i18n.ts';

/** Fields with long text get a text area. */
const LONG = new Set(['description', 'definition', 'explanation', 'content', 'body']);

type Props = {
  field: string;
  german: string | string[] | null;
  /** The registered input and its error for a form path (`tr.title`, `en.options.2`). */
  input: (path: string) => UseFormRegisterReturn & { error?: string };
};

/**
 * One field of a content item: the German original beside the Turkish and English inputs (three
 * columns on wide screens, stacked on a phone). Options get one input per German option, same order.
 */
export function TranslationField({ field, german, input }: Props) {
  const { t } = useTranslation('translations');
  const label = t(`fields.${field}`);
  const isOptions = Array.isArray(german);
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className="font-semibold text-slate-900">{label}</legend>
      {isOptions ? <p className="text-sm text-slate-700">{t('optionsHint')}</p> : null}
      <div className="mt-2 grid gap-3 md:grid-cols-3">
        <div lang="de">
          <p className="text-sm font-medium text-slate-700">{t('german')}</p>
          {isOptions ? (
            <ol className="mt-1 list-inside list-[upper-alpha] text-slate-800">
              {german.map((option) => (
                <li key={option}>{option}</li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 max-h-60 overflow-auto whitespace-pre-line break-words text-slate-800">
              {german || '–'}
            </p>
          )}
        </div>
        {TRANSLATION_LANGUAGES.map((lang) => {
          const name = `${label} (${t(`languages.${lang}`)})`;
          if (isOptions) {
            return (
              <div key={lang} lang={lang} className="space-y-1">
                <p className="text-sm font-medium text-slate-700">{t(`languages.${lang}`)}</p>
                {german.map((_, i) => (
                  <TextField
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are edited by position.
                    key={i}
                    label={`${name}: ${t('option', { letter: optionLetter(i) })}`}
                    {...input(`${lang}.${field}.${i}`)}
                  />
                ))}
              </div>
            );
          }
          const Field = LONG.has(field) ? TextAreaField : TextField;
          return (
            <div key={lang} lang={lang}>
              <Field label={name} {...input(`${lang}.${field}`)} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
