import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { type FieldValues, get, type Path, type RegisterOptions, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import de from '../../common/i18n/de/forms.json';
import { ApiError, errorKey } from './api-client.ts';
import { addTranslations } from './i18n.ts';

// The texts come with the form library's chunk, not with the sign-in page's entry chunk.
await addTranslations('forms', de, {
  en: () => import('../../common/i18n/en/forms.json'),
  tr: () => import('../../common/i18n/tr/forms.json'),
});

type Issue = z.core.$ZodRawIssue;

/**
 * The text of one zod issue in the reader's language (`forms:*`): the shared schemas in
 * `common/schemas` carry no prose, so the form says what the rule means ('Bitte füllen Sie dieses
 * Feld aus.', 'mindestens 8 Zeichen').
 */
export function issueText(t: TFunction, issue: Issue): string {
  const kind = (issue as { origin?: string }).origin;
  const input = issue.input;
  if (issue.code === 'invalid_type') {
    return t(input === undefined || input === null || input === '' ? 'forms:required' : 'forms:invalid');
  }
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (kind === 'string') return t(min <= 1 ? 'forms:required' : 'forms:tooShort', { min });
    if (kind === 'array' || kind === 'set') return t('forms:choose');
    return t('forms:tooSmall', { min });
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return t(kind === 'string' ? 'forms:tooLong' : 'forms:tooBig', { max });
  }
  if (issue.code === 'invalid_value') return t(input ? 'forms:invalid' : 'forms:choose');
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('forms:invalid_email');
  return t('forms:invalid');
}

/** A message the schema itself names (`refine(…, { message: 'invalid_email' })`) is a key under forms: */
function messageText(t: TFunction, message: string | undefined): string | undefined {
  if (message && /^[a-zA-Z]+:[\w.]+$/.test(message)) return t(message); // 'settings:account.mismatch'
  if (!message || !/^[a-z_]+$/.test(message)) return message;
  const key = `forms:${message}`;
  return t(key, { defaultValue: t('forms:invalid') });
}

/** Error texts of one form: `field` or `field.<zod issue code>` → an i18n key that says it better. */
export type FormMessages = Record<string, string>;

/**
 * The one way to build a form: react-hook-form validating with a zod schema from `common/schemas`
 * (the same one the server parses with), German messages, the first invalid field focused on
 * submit. `field(name)` gives what `TextField`/`SelectField`/`CheckboxField` need: the registered
 * input (name, ref, handlers) and its error, which the field shows with aria-invalid and
 * aria-describedby. `serverError` puts an API failure onto the fields it names.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<Input>,
  messages: FormMessages = {},
) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema, { error: (issue) => issueText(t, issue) }),
    defaultValues: defaultValues as never,
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  function errorText(name: string): string | undefined {
    const error = get(errors, name) as { type?: string; message?: string } | undefined;
    if (!error) return undefined;
    const override =
      error.type === 'server' ? undefined : (messages[`${name}.${error.type}`] ?? messages[name]);
    return override ? t(override) : messageText(t, error.message);
  }

  return {
    ...form,
    errorText,
    /** Props for a field component: the registered input and its error text. */
    field: (name: Path<Input>, options?: RegisterOptions<Input, Path<Input>>) => ({
      ...form.register(name, options),
      error: errorText(name),
    }),
    /**
     * The first validation error in field order (the order of `defaultValues`), for the form's alert
     * (announced; the field has focus). Server errors stay at their fields: the form says them itself.
     */
    firstError: (): string | undefined => {
      const order = Object.keys(defaultValues);
      const names = Object.keys(errors)
        .filter((name) => name !== 'root' && (get(errors, name) as { type?: string }).type !== 'server')
        .sort((a, b) => (order.indexOf(a) + 1 || 1e9) - (order.indexOf(b) + 1 || 1e9));
      return names.length ? errorText(names[0]!) : undefined;
    },
    /**
     * An API failure onto fields: a validation answer names its fields; `byCode` names the field an
     * error code belongs to (`{ email_taken: 'email' }`). Returns true when a field got it.
     */
    serverError: (error: unknown, byCode: Partial<Record<string, Path<Input>>> = {}): boolean => {
      if (!(error instanceof ApiError)) return false;
      const known = new Set(Object.keys(form.getValues()));
      const fields =
        error.code === 'validation' ? error.fields.filter((f) => known.has(f)) : [byCode[error.code]];
      const targets = fields.filter((f): f is Path<Input> => Boolean(f));
      targets.forEach((name, i) => {
        form.setError(name, { type: 'server', message: t(errorKey(error)) }, { shouldFocus: i === 0 });
      });
      return targets.length > 0;
    },
  };
}

export type ZodForm<Input extends FieldValues, Output> = ReturnType<typeof useZodForm<Input, Output>>;
