import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  EDUCATIONS,
  HIGHEST_DEGREES,
  LIVING_SITUATIONS,
  RELATIONSHIP_STATUSES,
} from '../../../../common/domain/enums.ts';
import { toChildrenCount } from '../../../../common/domain/settings-rules.ts';
import {
  type Onboarding,
  type OnboardingPatch,
  onboardingFields,
} from '../../../../common/schemas/settings.ts';
import {
  CheckboxField,
  SelectField,
  type SelectFieldProps,
  TextField,
} from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useSaveOnboarding } from '../api.ts';
import { failure } from './messages.ts';
import { type Message, SectionCard, SectionForm } from './section-form.tsx';

/** Saves one part of user_onboarding with the shared messages 'Informationen …' (SPEC §8). */
function useSection() {
  const { t } = useTranslation('settings');
  const save = useSaveOnboarding();
  const [message, setMessage] = useState<Message>(null);
  const submit = (patch: OnboardingPatch, onError?: (error: unknown) => void) =>
    save.mutate(patch, {
      onSuccess: () => setMessage({ tone: 'success', text: t('info.saved') }),
      onError: (error) => {
        onError?.(error);
        setMessage(failure(t, 'info.failed', error));
      },
    });
  return { submit, busy: save.isPending, message };
}

/** A select of one of the onboarding enums; the empty choice is null ('keine Angabe'). */
function EnumSelect({
  values,
  prefix,
  ...select
}: SelectFieldProps & { values: readonly string[]; prefix: string }) {
  const { t } = useTranslation('settings');
  return (
    <SelectField {...select}>
      <option value="">{t('none')}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {t(`${prefix}.${v}` as string)}
        </option>
      ))}
    </SelectField>
  );
}

const orNull = { setValueAs: (value: string | null) => value || null };

// Children count: any input is accepted and invalid becomes 0 (SPEC §5).
const lifeSchema = onboardingFields
  .pick({
    city: true,
    livingSituation: true,
    relationshipStatus: true,
    hasSiblings: true,
    siblingsInfo: true,
    parentsInfo: true,
  })
  .extend({ children: z.string().transform(toChildrenCount) });

/** Lebenssituation. Children count: invalid becomes 0; siblings info only with siblings (SPEC §5). */
export function LifeSection({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('settings');
  const section = useSection();
  const form = useZodForm(lifeSchema, { ...onboarding, children: String(onboarding.childrenCount) });

  const submit = form.handleSubmit(({ children, ...life }) => {
    form.setValue('children', String(children));
    section.submit(
      { ...life, childrenCount: children, siblingsInfo: life.hasSiblings ? life.siblingsInfo : '' },
      (error) => form.serverError(error),
    );
  });

  return (
    <SectionCard id="life" title={t('life.title')}>
      <SectionForm
        id="life"
        title={t('life.title')}
        onSubmit={submit}
        busy={section.busy}
        message={section.message}
        error={form.firstError()}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('life.city')} autoComplete="address-level2" {...form.field('city')} />
          <EnumSelect
            label={t('life.livingSituation')}
            values={LIVING_SITUATIONS}
            prefix="livingSituation"
            {...form.field('livingSituation', orNull)}
          />
          <EnumSelect
            label={t('life.relationshipStatus')}
            values={RELATIONSHIP_STATUSES}
            prefix="relationshipStatus"
            {...form.field('relationshipStatus', orNull)}
          />
          <TextField
            label={t('life.childrenCount')}
            type="number"
            inputMode="numeric"
            min={0}
            {...form.field('children')}
          />
        </div>
        <CheckboxField label={t('life.hasSiblings')} {...form.field('hasSiblings')} />
        {form.watch('hasSiblings') ? (
          <TextField label={t('life.siblingsInfo')} {...form.field('siblingsInfo')} />
        ) : null}
        <TextField label={t('life.parentsInfo')} {...form.field('parentsInfo')} />
      </SectionForm>
    </SectionCard>
  );
}

const educationSchema = onboardingFields.pick({ education: true, highestDegree: true, occupation: true });

/** Ausbildung: schooling, highest qualification, occupation. */
export function EducationSection({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('settings');
  const section = useSection();
  const form = useZodForm(educationSchema, onboarding);
  const submit = form.handleSubmit((education) =>
    section.submit(education, (error) => form.serverError(error)),
  );
  return (
    <SectionCard id="education" title={t('education.title')}>
      <SectionForm
        id="education"
        title={t('education.title')}
        onSubmit={submit}
        busy={section.busy}
        message={section.message}
        error={form.firstError()}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <EnumSelect
            label={t('education.education')}
            values={EDUCATIONS}
            prefix="educationLevel"
            {...form.field('education', orNull)}
          />
          <EnumSelect
            label={t('education.highestDegree')}
            values={HIGHEST_DEGREES}
            prefix="degree"
            {...form.field('highestDegree', orNull)}
          />
          <TextField
            label={t('education.occupation')}
            autoComplete="organization-title"
            {...form.field('occupation')}
          />
        </div>
      </SectionForm>
    </SectionCard>
  );
}
