import type { ErrorRateTone } from '../../../../common/domain/progress.ts';

/** SPEC §9 error-rate colours; the word next to it carries the meaning for those who cannot see colour. */
export const toneClasses: Record<ErrorRateTone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600',
  red: 'bg-red-100 text-red-900 ring-red-700',
};
