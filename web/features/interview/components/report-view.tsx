import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InterviewReport, TopicRating } from '../../../../common/schemas/interview.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';

function Items({ title, items, lang }: { title: string; items: string[]; lang: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <ul className="ml-5 list-disc space-y-1">
        {items.map((item) => (
          <li key={item} lang={lang}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `lang`: the report's language (its sentences and the learner's quotes); next steps say their own. */
function Topic({ rating, lang }: { rating: TopicRating; lang: string }) {
  const { t } = useTranslation('interview');
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={id} className="flex flex-wrap items-baseline justify-between gap-2 text-lg font-semibold">
        <span>{t(`topics.${rating.topic}`)}</span>
        <span className="text-base" data-score={rating.score ?? ''}>
          {rating.score === null ? t('report.notReached') : t('report.score', { score: rating.score })}
        </span>
      </h3>
      {rating.reasons.length > 0 ? (
        <div>
          <h4 className="font-semibold">{t('report.reasons')}</h4>
          <ul className="ml-5 list-disc space-y-1">
            {rating.reasons.map((reason) => (
              <li key={`${reason.text}${reason.quote}`} lang={lang}>
                {reason.text}
                {reason.quote ? (
                  <>
                    {' '}
                    <q className="italic text-slate-800">{reason.quote}</q>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Items title={t('report.convincing')} items={rating.convincing} lang={lang} />
      <Items title={t('report.missing')} items={rating.missing} lang={lang} />
      {rating.nextSteps.length > 0 ? (
        <div>
          <h4 className="font-semibold">{t('report.nextSteps')}</h4>
          <ul className="ml-5 list-disc space-y-1">
            {rating.nextSteps.map((step) => (
              <li key={step.href}>
                {t(`report.${step.kind}`)}:{' '}
                <Link href={step.href} className="text-indigo-800 underline" lang={step.lang}>
                  {step.title}
                </Link>
                <GermanMarker lang={step.lang} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The kept report of a session: 0–3 per topic with reasons quoting the learner, next steps. */
export function ReportView({
  report,
  headingRef,
}: {
  report: InterviewReport;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('interview');
  return (
    <div className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {t('report.title')}
      </h2>
      <Alert tone="info">{t('practiceOnly')}</Alert>
      <p className="text-slate-700">{t('report.intro')}</p>
      {report.provisional ? <p className="text-sm text-slate-700">{t('report.provisional')}</p> : null}
      {report.engine === 'remote' ? <p className="text-sm text-slate-700">{t('report.byModel')}</p> : null}
      {report.topics.map((rating) => (
        <Topic key={rating.topic} rating={rating} lang={report.lang} />
      ))}
    </div>
  );
}
