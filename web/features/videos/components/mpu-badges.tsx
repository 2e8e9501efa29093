import { useTranslation } from 'react-i18next';
import type { MpuType } from '../../../../common/domain/mpu.ts';
import '../i18n.ts';

/** MPU-type badges; in the video library points read 'Punkte-MPU' (SPEC §3). */
export function MpuBadges({ types, className = '' }: { types: readonly MpuType[]; className?: string }) {
  const { t } = useTranslation('videos');
  return (
    <ul aria-label={t('mpu.label')} className={`flex flex-wrap gap-1.5 ${className}`}>
      {types.map((type) => (
        <li
          key={type}
          className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-900"
        >
          {type === 'points' ? t('mpu.points') : t(`common:mpuType.${type}`)}
        </li>
      ))}
    </ul>
  );
}
