import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  type CaseWorkbook,
  newOffence,
  type Offence,
  offenceMeasure,
} from '../../../../common/domain/case.ts';
import { MPU_TYPES, type MpuType } from '../../../../common/domain/mpu.ts';
import { offenceConsistency } from '../../../../common/domain/promille-check.ts';
import { ConsistencyNote } from '../../../components/promille/consistency-note.tsx';
import { DrinkCounts } from '../../../components/promille/drink-counts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { NumberField } from './number-field.tsx';
import { useListFocus } from './use-list-focus.ts';

/**
 * The offence(s) that led to the MPU, each with the measured value its reason has; for alcohol also
 * the drinks of that day and whether they explain the value (the consistency check, issue 11).
 */
export function OffencesEditor({
  offences,
  body,
  defaultReason,
  onChange,
}: {
  offences: Offence[];
  body: CaseWorkbook['body'];
  defaultReason: MpuType;
  onChange: (offences: Offence[]) => void;
}) {
  const { t } = useTranslation('case');
  const focus = useListFocus();
  const set = (index: number, patch: Partial<Offence>) =>
    onChange(offences.map((o, i) => (i === index ? { ...o, ...patch } : o)));

  return (
    <fieldset className="space-y-4">
      <legend className="font-semibold">{t('offences.title')}</legend>
      <p className="text-sm text-slate-700">{t('offences.hint')}</p>
      {offences.length === 0 ? <p className="text-slate-700">{t('offences.empty')}</p> : null}
      <div ref={focus.listRef} className="space-y-4">
        {offences.map((offence, index) => {
          const measure = offenceMeasure(offence.reason);
          const number = index + 1;
          return (
            <fieldset key={offence.id} className="space-y-4 rounded-lg border border-slate-300 p-3 sm:p-4">
              <legend className="px-1 font-medium">{t('offences.item', { number })}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label={t('offences.reason')}
                  value={offence.reason}
                  onChange={(e) => set(index, { reason: e.target.value as MpuType })}
                >
                  {MPU_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`common:mpuType.${type}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('offences.date')}
                  type="date"
                  value={offence.date ?? ''}
                  onChange={(e) => set(index, { date: e.target.value || null })}
                />
              </div>
              <TextAreaField
                label={t('offences.description')}
                hint={t('offences.descriptionHint')}
                maxLength={4000}
                value={offence.description}
                onChange={(e) => set(index, { description: e.target.value })}
              />
              {measure === 'bac' ? (
                <NumberField
                  label={t('offences.bac')}
                  hint={t('offences.bacHint')}
                  value={offence.bac}
                  min={0}
                  max={8}
                  onChange={(bac) => set(index, { bac })}
                />
              ) : null}
              {measure === 'bac' ? (
                <fieldset className="space-y-4">
                  <legend className="font-medium">{t('offences.drinks')}</legend>
                  <p className="text-sm text-slate-700">{t('offences.drinksHint')}</p>
                  <DrinkCounts drinks={offence.drinks} onChange={(drinks) => set(index, { drinks })} />
                  <NumberField
                    label={t('offences.drinkingHours')}
                    value={offence.drinkingHours}
                    min={0}
                    max={72}
                    onChange={(drinkingHours) => set(index, { drinkingHours })}
                  />
                  <ConsistencyNote
                    id={`consistency-${offence.id}`}
                    check={offenceConsistency(body, offence)}
                  />
                </fieldset>
              ) : null}
              {measure === 'substances' ? (
                <TextField
                  label={t('offences.substances')}
                  hint={t('offences.substancesHint')}
                  maxLength={1000}
                  value={offence.substances}
                  onChange={(e) => set(index, { substances: e.target.value })}
                />
              ) : null}
              {measure === 'points' ? (
                <NumberField
                  label={t('offences.points')}
                  hint={t('offences.pointsHint')}
                  value={offence.points}
                  min={0}
                  max={50}
                  integer
                  onChange={(points) => set(index, { points })}
                />
              ) : null}
              <Button
                variant="ghost"
                onClick={() => {
                  onChange(offences.filter((_, i) => i !== index));
                  focus.onRemoved();
                }}
              >
                <Trash2 aria-hidden="true" className="h-5 w-5" />
                {t('offences.remove', { number })}
              </Button>
            </fieldset>
          );
        })}
      </div>
      {offences.length < 30 ? (
        <Button
          {...focus.addButton}
          variant="secondary"
          onClick={() => {
            onChange([...offences, newOffence(defaultReason)]);
            focus.onAdded();
          }}
        >
          <Plus aria-hidden="true" className="h-5 w-5" />
          {t('offences.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
