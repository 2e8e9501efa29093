import { useTranslation } from 'react-i18next';
import type { MpuType } from '../../common/domain/mpu.ts';

/** The MPU types an item is meant for, as a list of small chips (courses, videos). */
export function MpuTypeList({
  types,
  className = 'mt-2',
}: {
  types: readonly MpuType[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {types.map((type) => (
        <li key={type} className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900">
          {t(`common:mpuType.${type}`)}
        </li>
      ))}
    </ul>
  );
}
