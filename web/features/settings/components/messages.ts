import type { TFunction } from 'i18next';
import { errorKey } from '../../../lib/api-client.ts';
import type { Message } from './section-form.tsx';

/** The failure text of §8 followed by the server's reason ('the server message is shown if present'). */
export function failure(t: TFunction, messageKey: string, error: unknown): Message {
  return { tone: 'error', text: t('withReason', { message: t(messageKey), reason: t(errorKey(error)) }) };
}
