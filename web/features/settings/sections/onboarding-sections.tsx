import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDUCATIONS,
  HIGHEST_DEGREES,
  LIVING_SITUATIONS,
  RELATIONSHIP_STATUSES,
} from '../../../../common/domain/enums.ts';
import { toChildrenCount } from '../../../../common/domain/settings-rules.ts';
import type { Onboarding, OnboardingPatch } from '../../../../common/schemas/settings.ts';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useSaveOnboarding } from '../api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard, SectionForm } from './section-form.tsx';

/** Saves one part of user_onboarding with the shared messages 'Informationen …' (SPEC §8). */
function useSection() {
  const { t } = useTranslation('settings');
  const save = useSaveOnboarding();
  const [message, setMessage] = useState<Message>(null);
  const submit = (patch: OnboardingPatch) =>
    save.mutate(patch, {
      onSuccess: () => setMessage({ tone: 'success', text: t('info.saved') }),
      onError: (error) => setMessage(failure(t, 'info.failed', error)),
    });
  return { submit, busy: save.isPending, message };
}

function EnumSelect<T extends string>(props: {
  label: string;
  values: readonly T[];
  prefix: string;
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <SelectField
      label={props.label}
      value={props.value ?? ''}
      onChange={(e) => props.onChange((e.target.value || null) as T | null)}
    >
      <option value="">{t('none')}</option>
      {props.values.map((v) => (
        <option key={v} value={v}>
          {t(`${props.prefix}.${v}` as string)}
        </option>
      ))}
    </SelectField>
  );
}

/** Lebenssituation. Children count: invalid becomes 0; siblings info only with siblings (SPEC §5). */
export function LifeSection({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('settings');
  const section = useSection();
  const [form, setForm] = useState({ ...onboarding, children: String(onboarding.childrenCount) });

  function submit() {
    const childrenCount = toChildrenCount(form.children);
    setForm({ ...form, children: String(childrenCount) });
    section.submit({
      city: form.city,
      livingSituation: form.livingSituation,
      relationshipStatus: form.relationshipStatus,
      childrenCount,
      hasSiblings: form.hasSiblings,
      siblingsInfo: form.hasSiblings ? form.siblingsInfo : '',
      parentsInfo: form.parentsInfo,
    });
  }

  return (
    <SectionCard id="life" title={t('life.title')}>
      <SectionForm
        id="life"
        title={t('life.title')}
        onSubmit={submit}
        busy={section.busy}
        message={section.message}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('life.city')}
            autoComplete="address-level2"
            value={form.city}
            onChange={(e) => setForm({ ...form, city: e.target.value })}
          />
          <EnumSelect
            label={t('life.livingSituation')}
            values={LIVING_SITUATIONS}
            prefix="livingSituation"
            value={form.livingSituation}
            onChange={(livingSituation) => setForm({ ...form, livingSituation })}
          />
          <EnumSelect
            label={t('life.relationshipStatus')}
            values={RELATIONSHIP_STATUSES}
            prefix="relationshipStatus"
            value={form.relationshipStatus}
            onChange={(relationshipStatus) => setForm({ ...form, relationshipStatus })}
          />
          <TextField
            label={t('life.childrenCount')}
            type="number"
            inputMode="numeric"
            min={0}
            value={form.children}
            onChange={(e) => setForm({ ...form, children: e.target.value })}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="h-5 w-5 accent-indigo-700"
            checked={form.hasSiblings}
            onChange={(e) => setForm({ ...form, hasSiblings: e.target.checked })}
          />
          <span>{t('life.hasSiblings')}</span>
        </label>
        {form.hasSiblings ? (
          <TextField
            label={t('life.siblingsInfo')}
            value={form.siblingsInfo}
            onChange={(e) => setForm({ ...form, siblingsInfo: e.target.value })}
          />
        ) : null}
        <TextField
          label={t('life.parentsInfo')}
          value={form.parentsInfo}
          onChange={(e) => setForm({ ...form, parentsInfo: e.target.value })}
        />
      </SectionForm>
    </SectionCard>
  );
}

/** Ausbildung: schooling, highest qualification, occupation. */
export function EducationSection({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('settings');
  const section = useSection();
  const [form, setForm] = useState({
    education: onboarding.education,
    highestDegree: onboarding.highestDegree,
    occupation: onboarding.occupation,
  });
  return (
    <SectionCard id="education" title={t('education.title')}>
      <SectionForm
        id="education"
        title={t('education.title')}
        onSubmit={() => section.submit(form)}
        busy={section.busy}
        message={section.message}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <EnumSelect
            label={t('education.education')}
            values={EDUCATIONS}
            prefix="educationLevel"
            value={form.education}
            onChange={(education) => setForm({ ...form, education })}
          />
          <EnumSelect
            label={t('education.highestDegree')}
            values={HIGHEST_DEGREES}
            prefix="degree"
            value={form.highestDegree}
            onChange={(highestDegree) => setForm({ ...form, highestDegree })}
          />
          <TextField
            label={t('education.occupation')}
            autoComplete="organization-title"
            value={form.occupation}
            onChange={(e) => setForm({ ...form, occupation: e.target.value })}
          />
        </div>
      </SectionForm>
    </SectionCard>
  );
}
