import { useTranslation } from 'react-i18next';
import type { Difficulty } from '../../../../common/domain/enums.ts';
import type { MpuType } from '../../../../common/domain/mpu.ts';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium';

export function MpuBadges({ types }: { types: readonly MpuType[] }) {
  const { t } = useTranslation('exam');
  return (
    <ul className="flex flex-wrap gap-1.5">
      {types.length === 0 ? (
        <li className={`${badge} bg-slate-100 text-slate-800`}>{t('hub.forAll')}</li>
      ) : (
        types.map((type) => (
          <li key={type} className={`${badge} bg-indigo-50 text-indigo-900`}>
            {t(`common:mpuType.${type}`)}
          </li>
        ))
      )}
    </ul>
  );
}

const difficultyTone: Record<Difficulty, string> = {
  easy: 'bg-green-50 text-green-900',
  medium: 'bg-amber-50 text-amber-900',
  hard: 'bg-red-50 text-red-900',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation('exam');
  return (
    <span className={`${badge} ${difficultyTone[difficulty]}`}>{t(`quiz.difficulty.${difficulty}`)}</span>
  );
}

export function CategoryBadge({ name, lang }: { name: string; lang?: string }) {
  return (
    <span className={`${badge} bg-slate-100 text-slate-800`} lang={lang}>
      {name}
    </span>
  );
}
