import { useTranslation } from 'react-i18next';
import type { CounsellorLearner } from '../../../../common/schemas/counsellor.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { dateFormat, formatDate } from '../../../lib/format.ts';

/** A calendar day in the interface language, independent of the time zone. */
export function formatDay(day: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** MPU reasons, MPU date and last activity of one learner. */
export function LearnerFacts({ learner }: { learner: CounsellorLearner }) {
  const { t, i18n } = useTranslation('counsellor');
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <div className="flex flex-wrap gap-2">
        {learner.reasonsHidden ? <span>{t('reasonsHidden')}</span> : null}
        {!learner.reasonsHidden && learner.reasons.length === 0 ? (
          <span>{t('noReason')}</span>
        ) : (
          learner.reasons.map((reason) => (
            <Badge key={reason} tone="indigo">
              {t(`common:mpuType.${reason}`)}
            </Badge>
          ))
        )}
      </div>
      <p>
        {learner.mpuDate ? t('mpuDate', { date: formatDay(learner.mpuDate, i18n.language) }) : t('noMpuDate')}
        {' · '}
        {learner.lastActivity
          ? t('lastActivity', { date: formatDate(learner.lastActivity) })
          : t('noActivity')}
      </p>
    </div>
  );
}
