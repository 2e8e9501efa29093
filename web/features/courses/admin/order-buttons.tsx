import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:text-slate-300 disabled:ring-slate-200';

/** Move up / move down: reordering that works with keyboard, touch and screen readers. */
export function OrderButtons({
  name,
  index,
  count,
  onMove,
  disabled,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('courses-admin');
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={button}
        disabled={disabled || index === 0}
        aria-label={t('moveUp', { name })}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={button}
        disabled={disabled || index === count - 1}
        aria-label={t('moveDown', { name })}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </button>
    </span>
  );
}
