import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CASE_TOPICS, type CaseTopic } from '../../../../common/domain/case.ts';
import type { InterviewSession } from '../../../../common/schemas/interview.ts';

export type TopicStep = { topic: CaseTopic; state: 'done' | 'current' | 'open'; questions: number };

/**
 * Where the session stands (issue 25): the four topics in order, the one being asked about now, the
 * ones behind it, and how many questions each has had. Read from the interviewer's turns only.
 */
export function topicSteps(session: Pick<InterviewSession, 'turns'>): TopicStep[] {
  const asked = session.turns.filter((turn) => turn.role === 'interviewer');
  const current = asked.at(-1)?.topic ?? 'past';
  const at = CASE_TOPICS.indexOf(current);
  return CASE_TOPICS.map((topic, index) => ({
    topic,
    state: index < at ? 'done' : index === at ? 'current' : 'open',
    questions: asked.filter((turn) => turn.topic === topic).length,
  }));
}

/** The progress indicator above the dialogue: a list of steps, the current one marked for readers. */
export function TopicProgress({ session }: { session: Pick<InterviewSession, 'turns'> }) {
  const { t } = useTranslation('interview');
  const steps = topicSteps(session);
  const current = steps.findIndex((step) => step.state === 'current');
  return (
    <nav aria-label={t('progress.label')} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <p className="text-sm font-semibold" aria-live="polite">
        {t('progress.step', {
          n: current + 1,
          total: steps.length,
          topic: t(`topics.${steps[current]!.topic}`),
        })}
      </p>
      <ol className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {steps.map((step) => (
          <li
            key={step.topic}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={
              step.state === 'current'
                ? 'rounded-lg bg-indigo-700 px-2 py-1 text-white'
                : step.state === 'done'
                  ? 'rounded-lg bg-emerald-50 px-2 py-1 text-emerald-900 ring-1 ring-emerald-300'
                  : 'rounded-lg bg-slate-50 px-2 py-1 text-slate-700 ring-1 ring-slate-200'
            }
          >
            <span className="flex items-center gap-1 font-medium">
              {step.state === 'done' ? <Check aria-hidden="true" size={14} /> : null}
              {t(`topics.${step.topic}`)}
            </span>
            <span className="block text-xs">
              {t(`progress.${step.state}`)} · {t('progress.questions', { count: step.questions })}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
