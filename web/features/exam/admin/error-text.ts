import type { TFunction } from 'i18next';
import { errorKey } from '../../../lib/api-client.ts';

/** An API error's text: the exam namespace's own codes first, then the common ones. */
export function examErrorText(t: TFunction, error: unknown): string {
  const code = (error as { code?: string } | undefined)?.code;
  return t(`exam:errors.${code}`, { defaultValue: t(errorKey(error)) });
}
