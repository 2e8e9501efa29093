import { CloudOff } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An answer given offline (decision 027): saved in the queue, not judged, because the answer keys
 * never reach the browser. The same box under every quiz. By default it takes focus like a result
 * does, so the next step is the next Tab stop; `autoFocus={false}` when it is shown again later
 * (a reload, coming back to the page) and the caller moves focus itself.
 */
export function SavedOffline({ autoFocus = true, ref }: { autoFocus?: boolean; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);
  return (
    <div
      ref={(element) => {
        box.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      tabIndex={-1}
      role="status"
      data-testid="saved-offline"
      className="mt-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>{t('savedOffline')}</p>
    </div>
  );
}
