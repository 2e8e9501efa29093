import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CASE_TOPICS, type CaseTopic, type CaseWorkbook } from '../../../../common/domain/case.ts';
import { paths } from '../../../../common/paths.ts';
import type { CaseResponse } from '../../../../common/schemas/case.ts';
import type { InterviewReport as Report } from '../../../../common/schemas/interview.ts';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { InterviewReport } from './interview-report.tsx';
import '../i18n.ts';

/**
 * 'Für meine Beratung': the workbook ready to print or save as PDF, and a practice-interview report
 * when there is one. The learner's own print page and the counsellor's (a shared case, issue 30)
 * show the same view; `name` says whose case it is when someone else prints it.
 */
export function CasePrint({
  data,
  pending,
  failed,
  onRetry,
  report,
  backHref = paths.myCase,
  backLabel,
  name,
}: {
  data: Pick<CaseResponse, 'workbook' | 'updatedAt'> | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  report?: Report | null;
  backHref?: string;
  backLabel?: string;
  name?: string;
}) {
  const { t } = useTranslation('case');
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap gap-3 print:hidden">
        <Link
          href={backHref}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-indigo-800 underline"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {backLabel ?? t('print.back')}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-5 w-5" />
          {t('print.print')}
        </Button>
      </div>
      <div>
        <h1 className="text-2xl font-bold">
          {t('title')} – {name ?? t('print.title')}
        </h1>
        <p className="mt-1 text-slate-700">{t('print.intro')}</p>
        {data ? (
          <p className="mt-1 text-sm text-slate-700">
            {data.updatedAt
              ? t('print.updated', { date: formatDate(data.updatedAt, 'long') })
              : t('print.notUpdated')}
          </p>
        ) : null}
      </div>
      {pending ? <Loading /> : null}
      {failed ? <LoadError message={t('loadError')} onRetry={onRetry} /> : null}
      {data
        ? CASE_TOPICS.map((topic) => <TopicPrint key={topic} topic={topic} workbook={data.workbook} />)
        : null}
      {report ? <InterviewReport report={report} /> : null}
    </div>
  );
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('case');
  const empty = children == null || children === '';
  return (
    <div className="break-inside-avoid">
      <dt className="font-semibold">{label}</dt>
      <dd className={`mt-1 whitespace-pre-wrap ${empty ? 'text-slate-600 italic' : ''}`}>
        {empty ? t('print.empty') : children}
      </dd>
    </div>
  );
}

const day = (date: string | null) => (date ? formatDate(`${date}T12:00:00`, 'long') : null);

function TopicPrint({ topic, workbook }: { topic: CaseTopic; workbook: CaseWorkbook }) {
  const { t, i18n } = useTranslation('case');
  const texts = Object.entries(workbook[topic]).filter(([, value]) => typeof value === 'string');
  const number = (value: number | null) => (value == null ? null : value.toLocaleString(i18n.language));
  return (
    <section aria-labelledby={`print-${topic}`} className="space-y-3 border-t border-slate-300 pt-4">
      <h2 id={`print-${topic}`} className="text-xl font-semibold">
        {t(`topics.${topic}`)}
      </h2>
      {topic === 'past'
        ? workbook.offences.map((offence, index) => (
            <div key={offence.id} className="break-inside-avoid">
              <h3 className="font-semibold">{t('offences.item', { number: index + 1 })}</h3>
              <dl className="mt-2 space-y-2">
                <Entry label={t('offences.reason')}>{t(`common:mpuType.${offence.reason}`)}</Entry>
                <Entry label={t('offences.date')}>{day(offence.date)}</Entry>
                <Entry label={t('offences.description')}>{offence.description}</Entry>
                {offence.bac != null ? <Entry label={t('offences.bac')}>{number(offence.bac)}</Entry> : null}
                {offence.substances ? (
                  <Entry label={t('offences.substances')}>{offence.substances}</Entry>
                ) : null}
                {offence.points != null ? (
                  <Entry label={t('offences.points')}>{number(offence.points)}</Entry>
                ) : null}
              </dl>
            </div>
          ))
        : null}
      {topic === 'change' ? (
        <dl className="space-y-2">
          <Entry label={t('fields.change.kind.label')}>
            {workbook.change.kind ? t(`changeKind.${workbook.change.kind}`) : null}
          </Entry>
          <Entry label={t('fields.change.since.label')}>{day(workbook.change.since)}</Entry>
        </dl>
      ) : null}
      <dl className="space-y-2">
        {texts.map(([field, value]) => (
          <Entry key={field} label={t(`fields.${topic}.${field}.label`)}>
            {value as string}
          </Entry>
        ))}
      </dl>
      {topic === 'change' && workbook.change.proofs.length > 0 ? (
        <div className="break-inside-avoid">
          <h3 className="font-semibold">{t('proofs.title')}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {workbook.change.proofs.map((proof) => (
              <li key={proof.id}>
                {t(`proofs.kinds.${proof.kind}`)}: {day(proof.from) ?? '?'} –{' '}
                {day(proof.to) ?? t('proofs.ongoing')}
                {proof.note ? ` · ${proof.note}` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
