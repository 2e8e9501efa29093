import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { todayInGermany } from '../../../../common/domain/dates.ts';
import { paths } from '../../../../common/paths.ts';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useCounsellorLearners } from '../api.ts';
import { LearnerFacts } from '../components/learner-facts.tsx';
import { ProgressFigures } from '../components/progress-figures.tsx';
import { displayName, FILTERS, type Filter, matches, SORTS, type Sort, sortLearners } from '../filters.ts';

/** 'Meine Lernenden' (issue 30): the counsellor's learners, sortable and filterable. */
export default function LearnersPage() {
  const { t } = useTranslation('counsellor');
  const learners = useCounsellorLearners();
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('mpuDate');

  let body: React.ReactNode;
  if (learners.isPending) body = <Loading />;
  else if (learners.isError)
    body = <LoadError message={t(errorKey(learners.error))} onRetry={() => learners.refetch()} />;
  else if (learners.data.length === 0) body = <p className="text-slate-700">{t('empty')}</p>;
  else {
    const now = new Date();
    const shown = sortLearners(
      learners.data.filter((l) => matches(l, filter, todayInGermany(now), now)),
      sort,
    );
    body = (
      <>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('filter')}
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`filters.${f}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('sort')} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <p role="status" className="text-sm text-slate-700">
          {t('shown', { count: shown.length, total: learners.data.length })}
        </p>
        {shown.length === 0 ? <p className="text-slate-700">{t('noneMatch')}</p> : null}
        <ul className="space-y-3">
          {shown.map((learner) => (
            <li
              key={learner.id}
              className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
                <Link
                  href={paths.counsellorLearner(learner.id)}
                  className="text-indigo-800 underline underline-offset-2 hover:text-indigo-950"
                >
                  {displayName(learner)}
                </Link>
              </h2>
              {learner.name ? (
                <p className="-mt-2 text-sm [overflow-wrap:anywhere] text-slate-600">{learner.email}</p>
              ) : null}
              <LearnerFacts learner={learner} />
              <ProgressFigures progress={learner.progress} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="learners-title" className="mx-auto max-w-4xl space-y-4 p-4 sm:p-8">
      <h1 id="learners-title" className="text-2xl font-semibold">
        {t('title')}
      </h1>
      <p className="text-slate-700">{t('intro')}</p>
      {body}
    </section>
  );
}
