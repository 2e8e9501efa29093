import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCounsellorLearner, useLearnerThread, useLearnerThreadWrite, useSharedMaterial } from '../api.ts';
import { FeedbackThread } from '../components/feedback-thread.tsx';
import { LearnerFacts } from '../components/learner-facts.tsx';
import { ProgressFigures } from '../components/progress-figures.tsx';
import { SharedMaterialView } from '../components/shared-material.tsx';
import { displayName } from '../filters.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-5';

/** /dashboard/counsellor/:learnerId: one learner's figures, what they share, and the feedback (issue 30). */
export default function LearnerPage() {
  const { t } = useTranslation('counsellor');
  const { learnerId = '' } = useParams<{ learnerId: string }>();
  const learner = useCounsellorLearner(learnerId);
  const material = useSharedMaterial(learnerId);
  const thread = useLearnerThread(learnerId);
  const send = useLearnerThreadWrite(learnerId, 'send');
  const read = useLearnerThreadWrite(learnerId, 'read');
  // What a new message is about: 'general', 'case' or the interview session of one shared report.
  const [about, setAbout] = useState<string>('general');
  const reports = material.data?.reports ?? [];
  usePageTitle(learner.data ? displayName(learner.data) : undefined, t('nav:counsellor'));

  const back = (
    <Link
      href={paths.counsellor}
      className="inline-flex min-h-11 items-center gap-2 font-medium text-indigo-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      {t('learner.back')}
    </Link>
  );
  if (learner.isPending)
    return (
      <div className="p-4 sm:p-8">
        {back}
        <Loading />
      </div>
    );
  if (learner.isError) {
    const missing = learner.error instanceof ApiError && learner.error.status === 404;
    return (
      <div className="space-y-4 p-4 sm:p-8">
        {back}
        <LoadError
          message={missing ? t('learner.notFound') : t(errorKey(learner.error))}
          onRetry={() => learner.refetch()}
        />
      </div>
    );
  }
  const data = learner.data;
  const unread = thread.data?.unread ?? 0;
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      {back}
      <div>
        <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{displayName(data)}</h1>
        {data.name ? <p className="text-slate-700 [overflow-wrap:anywhere]">{data.email}</p> : null}
      </div>
      <section aria-labelledby="progress-heading" className={`${card} space-y-3`}>
        <h2 id="progress-heading" className="text-lg font-semibold">
          {t('learner.progressTitle')}
        </h2>
        <LearnerFacts learner={data} />
        <ProgressFigures progress={data.progress} />
      </section>
      <section aria-labelledby="shared-heading" className={`${card} space-y-3`}>
        <h2 id="shared-heading" className="text-lg font-semibold">
          {t('learner.sharedTitle')}
        </h2>
        {material.isPending ? <Loading className="mt-2" /> : null}
        {material.isError ? (
          <LoadError message={t(errorKey(material.error))} onRetry={() => material.refetch()} />
        ) : null}
        {material.data ? <SharedMaterialView learnerId={learnerId} material={material.data} /> : null}
      </section>
      <section aria-labelledby="thread-heading" className={`${card} space-y-3`}>
        <h2 id="thread-heading" className="text-lg font-semibold">
          {t('thread.counsellorTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('thread.counsellorIntro')}</p>
        {thread.isError ? (
          <LoadError message={t(errorKey(thread.error))} onRetry={() => thread.refetch()} />
        ) : null}
        {unread > 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium text-indigo-900">{t('thread.unread', { count: unread })}</p>
            <Button variant="secondary" busy={read.isPending} onClick={() => read.mutate(undefined)}>
              {t('thread.markRead')}
            </Button>
          </div>
        ) : null}
        {thread.data ? (
          <FeedbackThread
            messages={thread.data.messages}
            asCounsellor
            busy={send.isPending}
            failed={send.isError}
            topic={about === 'general' || about === 'case' ? about : 'report'}
            reportId={about === 'general' || about === 'case' ? undefined : about}
            label={t('thread.write')}
            fields={
              <SelectField label={t('thread.about')} value={about} onChange={(e) => setAbout(e.target.value)}>
                <option value="general">{t('thread.general')}</option>
                {material.data?.case ? <option value="case">{t('thread.topic.case')}</option> : null}
                {reports.map((report) => (
                  <option key={report.sessionId} value={report.sessionId}>
                    {t('learner.reportOf', { date: formatDate(report.finishedAt) })}
                  </option>
                ))}
              </SelectField>
            }
            onSend={(body, done) =>
              send.mutate(body, {
                onSuccess: () => {
                  done();
                  if (unread > 0) read.mutate(undefined);
                },
              })
            }
          />
        ) : null}
      </section>
    </div>
  );
}
