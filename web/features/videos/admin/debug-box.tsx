import { useTranslation } from 'react-i18next';
import type { MpuType } from '../../../../common/domain/mpu.ts';
import type { Library } from '../../../../common/schemas/videos.ts';

/** Admin-only facts about what the library shows and why (SPEC §2 debug info box). */
export default function DebugBox({ library, reasons }: { library: Library; reasons: readonly MpuType[] }) {
  const { t } = useTranslation('videos');
  const videoCount = library.sections.reduce((sum, section) => sum + section.videos.length, 0);
  const rows: [string, string][] = [
    [t('admin.debugRole'), 'admin'],
    [t('admin.debugLanguage'), library.language],
    [
      t('admin.debugReasons'),
      reasons.length ? reasons.map((r) => t(`common:mpuType.${r}`)).join(', ') : t('admin.debugNone'),
    ],
    [t('admin.debugFilter'), t('admin.debugAllTypes')],
    [t('admin.debugCounts'), `${library.sections.length} / ${videoCount}`],
  ];
  return (
    <aside
      aria-labelledby="video-debug-title"
      className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm"
    >
      <h2 id="video-debug-title" className="font-semibold text-amber-950">
        {t('admin.debugTitle')}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-amber-950 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
