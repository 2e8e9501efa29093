import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseTopic } from '../../../../common/domain/case.ts';
import type { MpuType } from '../../../../common/domain/mpu.ts';
import { ProgressBar } from './progress-bar.tsx';

/** One of the interview's four topics: heading with progress, what assessors look for, examples. */
export function TopicSection({
  topic,
  progress,
  reason,
  children,
}: {
  topic: CaseTopic;
  progress: number;
  /** The learner's MPU reason, for example questions that fit; null: general examples. */
  reason: MpuType | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('case');
  const examples = t(`examples.${reason ?? 'general'}.${topic}`, { returnObjects: true }) as string[];
  const titleId = `topic-${topic}-title`;
  return (
    <section
      id={`topic-${topic}`}
      aria-labelledby={titleId}
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {t(`topics.${topic}`)}
        </h2>
        <span className="text-sm text-slate-700">{t('progress.topic', { value: progress })}</span>
      </div>
      <div className="mt-2">
        <ProgressBar value={progress} />
      </div>
      <p className="mt-3 text-slate-700">{t(`topicIntro.${topic}`)}</p>
      <div className="mt-3 rounded-lg bg-indigo-50 p-3 text-sm text-slate-800">
        <p className="font-medium">
          {reason ? t('examples.forReason', { reason: t(`common:mpuType.${reason}`) }) : t('examples.title')}
        </p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
