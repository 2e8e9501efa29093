import { useTranslation } from 'react-i18next';
import { MPU_TYPES, type MpuType } from '../../common/domain/mpu.ts';

/** Checkboxes for MPU types (all five, criminal included: SPEC §3 admin lists), in canonical order. */
export function MpuTypeCheckboxes({
  legend,
  hint,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  hint?: string;
  value: readonly MpuType[];
  onChange: (types: MpuType[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-1 flex flex-wrap gap-x-4">
        {MPU_TYPES.map((type) => (
          <label key={type} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="h-5 w-5 accent-indigo-700"
              checked={value.includes(type)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? MPU_TYPES.filter((x) => x === type || value.includes(x))
                    : value.filter((x) => x !== type),
                )
              }
            />
            {t(`mpuType.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
