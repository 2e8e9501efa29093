import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MPU_TYPES, type MpuType, reasonsLabel } from '../../../../common/domain/mpu.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { useUpdateReasons } from '../api.ts';

/**
 * The header's MPU reason multi-select (SPEC §5): the label follows `reasonsLabel`; every toggle is
 * saved on the server at once, and the boxes show only what the server confirmed, so a failed save
 * leaves the selection as it was.
 */
export function ReasonsSelect({ reasons }: { reasons: MpuType[] }) {
  const { t } = useTranslation('shell');
  const update = useUpdateReasons();
  const label = reasonsLabel(reasons);
  const text = t(`common:${label.key}`, { count: label.count });

  function toggle(type: MpuType) {
    // While saving, the boxes ignore changes but keep focus (aria-disabled, not disabled).
    if (update.isPending) return;
    const next = reasons.includes(type) ? reasons.filter((r) => r !== type) : [...reasons, type];
    update.mutate(next);
  }

  return (
    <Popover
      label={`${t('reasons.label')}: ${text}`}
      align="start"
      triggerClassName="max-w-full border border-slate-400 bg-white px-3 text-left text-sm font-medium text-slate-900 hover:bg-slate-50"
      trigger={
        <>
          <span className="truncate" data-testid="reasons-label">
            {text}
          </span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0" />
        </>
      }
    >
      <fieldset aria-busy={update.isPending || undefined}>
        <legend className="mb-1 font-semibold">{t('reasons.legend')}</legend>
        <p className="mb-3 text-sm text-slate-700">{t('reasons.hint')}</p>
        <ul className="space-y-1">
          {MPU_TYPES.map((type) => (
            <li key={type}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-100">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-indigo-700"
                  checked={reasons.includes(type)}
                  aria-disabled={update.isPending || undefined}
                  onChange={() => toggle(type)}
                />
                <span>{t(`common:mpuType.${type}`)}</span>
              </label>
            </li>
          ))}
        </ul>
        <div className="mt-2 text-sm" aria-live="polite">
          {update.isPending ? t('reasons.saving') : null}
        </div>
        {update.isError ? <Alert tone="error">{t('reasons.failed')}</Alert> : null}
      </fieldset>
    </Popover>
  );
}
