import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AREAS, type AreaId, isPageKeyAccess } from '../../common/domain/access.ts';
import { paths } from '../../common/paths.ts';
import { RequestAccess } from '../features/access-requests/components/request-access.tsx';

/**
 * A direct link to an area the learner has not unlocked (issue 10): what it is and how to get
 * access, instead of a silent redirect. The server refuses the area's API as well.
 */
export function LockedArea({ area, contact }: { area: AreaId; contact: string | null }) {
  const { t } = useTranslation('nav');
  const access = AREAS[area].access;
  return (
    <section aria-labelledby="locked-title" className="mx-auto max-w-xl p-4 sm:p-8">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Lock aria-hidden="true" className="mb-3 h-8 w-8 text-slate-600" />
        <h1 id="locked-title" tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t('lockedPage.title', { area: t(area) })}
        </h1>
        <p className="mt-3 text-slate-700">{t(`lockedPage.about.${area}`, { defaultValue: '' })}</p>
        <p className="mt-3 text-slate-700">{t('lockedPage.how')}</p>
        {contact ? (
          <p className="mt-3 font-medium text-slate-900" lang="de">
            {contact}
          </p>
        ) : (
          // No ACCESS_CONTACT: a self-registered learner has no counsellor to ask (issue 28).
          <p className="mt-3 font-medium text-slate-900">
            {t('lockedPage.contact')}{' '}
            <Link href={paths.legal('impressum')} className="text-indigo-800 underline">
              {t('lockedPage.imprint')}
            </Link>
          </p>
        )}
        {isPageKeyAccess(access) ? <RequestAccess page={access} /> : null}
        <Link
          href={paths.dashboard}
          className="mt-5 inline-flex min-h-11 items-center font-medium text-indigo-800 underline"
        >
          {t('lockedPage.back')}
        </Link>
      </div>
    </section>
  );
}
