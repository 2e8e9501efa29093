import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  CASE_TOPICS,
  type CaseWorkbook,
  CHANGE_KINDS,
  type ChangeKind,
  overallProgress,
  topicProgress,
} from '../../../../common/domain/case.ts';
import { paths } from '../../../../common/paths.ts';
import type { CaseResponse } from '../../../../common/schemas/case.ts';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useMe } from '../../../lib/session.ts';
import type { Slots } from '../../../lib/slots.ts';
import { useCase } from '../api.ts';
import { AiConsent } from '../components/ai-consent.tsx';
import { BodyFields } from '../components/body-fields.tsx';
import { OffencesEditor } from '../components/offences-editor.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { ProofsEditor } from '../components/proofs-editor.tsx';
import { SaveStatus } from '../components/save-status.tsx';
import { TopicSection } from '../components/topic-section.tsx';
import { useAutosave } from '../use-autosave.ts';
import '../i18n.ts';

/**
 * /dashboard/case: 'Mein MPU-Fall', the learner's workbook by the interview's four topics (issue 10);
 * `slots.feedback` is the counsellor's feedback (web/app/case-route.tsx, issue 30).
 */
export default function CasePage({ slots = {} }: { slots?: Slots<'feedback'> }) {
  const { t } = useTranslation('case');
  const me = useMe().data;
  const loaded = useCase();
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
      </div>
      {slots.feedback}
      {loaded.isPending ? <Loading /> : null}
      {loaded.isError ? <LoadError message={t('loadError')} onRetry={() => loaded.refetch()} /> : null}
      {loaded.data && me ? <Workbook userId={me.id} reasons={me.reasons} loaded={loaded.data} /> : null}
    </div>
  );
}

type Section<K extends 'past' | 'causes' | 'change' | 'future'> = {
  [F in keyof CaseWorkbook[K]]: CaseWorkbook[K][F] extends string ? F : never;
}[keyof CaseWorkbook[K]];

function Workbook({
  userId,
  reasons,
  loaded,
}: {
  userId: string;
  reasons: CaseWorkbook['offences'][number]['reason'][];
  loaded: CaseResponse;
}) {
  const { t } = useTranslation('case');
  const { workbook, update, state, retry } = useAutosave(userId, loaded);
  const progress = topicProgress(workbook);
  const reason = reasons[0] ?? null;

  /** A free-text field of a topic, with its guiding label and hint. */
  function text<K extends 'past' | 'causes' | 'change' | 'future'>(topic: K, field: Section<K>) {
    const key = `fields.${topic}.${String(field)}`;
    return (
      <TextAreaField
        label={t(`${key}.label`)}
        hint={t(`${key}.hint`)}
        maxLength={4000}
        value={workbook[topic][field] as string}
        onChange={(e) => update({ ...workbook, [topic]: { ...workbook[topic], [field]: e.target.value } })}
      />
    );
  }
  const setChange = (patch: Partial<CaseWorkbook['change']>) =>
    update({ ...workbook, change: { ...workbook.change, ...patch } });

  return (
    <>
      <div className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 py-1 sm:mx-0 sm:rounded-lg sm:border">
        <SaveStatus state={state} onRetry={retry} />
      </div>

      <nav aria-labelledby="case-progress" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="case-progress" className="text-lg font-semibold">
          {t('progress.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('progress.overall', { value: overallProgress(progress) })}</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {CASE_TOPICS.map((topic) => (
            <li key={topic}>
              <a href={`#topic-${topic}`} className="block rounded-lg p-2 hover:bg-indigo-50">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-medium text-indigo-800 underline">{t(`topics.${topic}`)}</span>
                  <span className="text-sm text-slate-700">{progress[topic]} %</span>
                </span>
                <span className="mt-1 block">
                  <ProgressBar value={progress[topic]} />
                </span>
              </a>
            </li>
          ))}
        </ul>
        <Link
          href={paths.myCasePrint}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium text-indigo-800 underline"
        >
          <Printer aria-hidden="true" className="h-5 w-5" />
          {t('printLink')}
        </Link>
      </nav>

      <TopicSection topic="past" progress={progress.past} reason={reason}>
        {reasons.includes('alcohol') || workbook.offences.some((o) => o.reason === 'alcohol') ? (
          <BodyFields body={workbook.body} onChange={(body) => update({ ...workbook, body })} />
        ) : null}
        <OffencesEditor
          offences={workbook.offences}
          body={workbook.body}
          defaultReason={reason ?? 'alcohol'}
          onChange={(offences) => update({ ...workbook, offences })}
        />
        {text('past', 'amounts')}
        {text('past', 'frequency')}
        {text('past', 'since')}
        {text('past', 'undetected')}
      </TopicSection>

      <TopicSection topic="causes" progress={progress.causes} reason={reason}>
        {text('causes', 'function')}
        {text('causes', 'lifeThen')}
        {text('causes', 'whyDrove')}
        {text('causes', 'ownShare')}
      </TopicSection>

      <TopicSection topic="change" progress={progress.change} reason={reason}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.change.kind.label')}
            hint={t('fields.change.kind.hint')}
            value={workbook.change.kind ?? ''}
            onChange={(e) => setChange({ kind: (e.target.value || null) as ChangeKind | null })}
          >
            <option value="">{t('changeKind.none')}</option>
            {CHANGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`changeKind.${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('fields.change.since.label')}
            hint={t('fields.change.since.hint')}
            type="date"
            value={workbook.change.since ?? ''}
            onChange={(e) => setChange({ since: e.target.value || null })}
          />
        </div>
        {text('change', 'what')}
        {text('change', 'replaced')}
        <ProofsEditor proofs={workbook.change.proofs} onChange={(proofs) => setChange({ proofs })} />
      </TopicSection>

      <TopicSection topic="future" progress={progress.future} reason={reason}>
        {text('future', 'riskSituations')}
        {text('future', 'warningSigns')}
        {text('future', 'strategies')}
        {text('future', 'lapsePlan')}
        {text('future', 'goals')}
      </TopicSection>

      <AiConsent
        available={loaded.aiAvailable}
        value={workbook.aiConsent}
        onChange={(aiConsent) => update({ ...workbook, aiConsent })}
      />
    </>
  );
}
