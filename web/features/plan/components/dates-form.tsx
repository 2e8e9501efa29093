import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type PlanDates, PROOF_PLANS } from '../../../../common/domain/timeline.ts';
import { isoDate } from '../../../../common/schemas/common.ts';
import { planDatesSchema } from '../../../../common/schemas/plan.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useSavePlan } from '../api.ts';
import { formatDay } from '../format.ts';

const SINGLE_DATES = ['mpuDate', 'withdrawnOn', 'banEnd', 'abstinenceStart'] as const;
const PLAN_LABELS = { urine: 'dates.proofPlanUrine', hair: 'dates.proofPlanHair' } as const;

/** An empty date or plan field is 'not known yet' (null), as the server stores it. */
const unknown = z.literal('').transform(() => null);
const day = unknown.or(isoDate);
const datesForm = planDatesSchema.extend({
  mpuDate: day,
  withdrawnOn: day,
  banEnd: day,
  abstinenceStart: day,
  proofPlan: unknown.or(z.enum(PROOF_PLANS)),
});

/** The learner's dates; every one optional (empty: not known yet). */
export function DatesForm({ initial }: { initial: PlanDates }) {
  const { t, i18n } = useTranslation('plan');
  const save = useSavePlan();
  const form = useZodForm(datesForm, {
    mpuDate: initial.mpuDate ?? '',
    withdrawnOn: initial.withdrawnOn ?? '',
    banEnd: initial.banEnd ?? '',
    abstinenceStart: initial.abstinenceStart ?? '',
    proofPlan: initial.proofPlan ?? '',
    proofDates: initial.proofDates,
  });
  const [newProofDate, setNewProofDate] = useState('');
  const proofDates = form.watch('proofDates');
  const submit = form.handleSubmit((dates) => save.mutate(dates, { onError: (e) => form.serverError(e) }));

  function addProofDate() {
    if (!newProofDate || proofDates.includes(newProofDate)) return;
    form.setValue('proofDates', [...proofDates, newProofDate].sort());
    setNewProofDate('');
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{t('dates.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {SINGLE_DATES.map((key) => (
          <TextField key={key} type="date" label={t(`dates.${key}`)} {...form.field(key)} />
        ))}
        <SelectField label={t('dates.proofPlan')} {...form.field('proofPlan')}>
          <option value="">{t('dates.proofPlanNone')}</option>
          {PROOF_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(PLAN_LABELS[plan])}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{t('dates.proofDates')}</legend>
        {proofDates.length === 0 ? (
          <p className="text-sm text-slate-600">{t('dates.noProofDates')}</p>
        ) : (
          <ul className="space-y-1">
            {proofDates.map((day) => (
              <li key={day} className="flex items-center justify-between gap-2">
                <span>{formatDay(day, i18n.language)}</span>
                <Button
                  variant="ghost"
                  onClick={() =>
                    form.setValue(
                      'proofDates',
                      proofDates.filter((d) => d !== day),
                    )
                  }
                >
                  {t('dates.proofDateRemove', { date: formatDay(day, i18n.language) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <TextField
            type="date"
            label={t('dates.proofDateNew')}
            value={newProofDate}
            onChange={(event) => setNewProofDate(event.target.value)}
          />
          <Button variant="secondary" onClick={addProofDate}>
            {t('dates.proofDateAdd')}
          </Button>
        </div>
      </fieldset>
      {save.isError ? <Alert tone="error">{t('dates.saveError')}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">{t('dates.saved')}</Alert> : null}
      <Button type="submit" busy={save.isPending}>
        {t('dates.save')}
      </Button>
    </form>
  );
}
