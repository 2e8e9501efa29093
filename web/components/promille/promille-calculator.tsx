import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDARD_DRINKS as DRINKS, estimatePromille } from '../../../common/domain/promille.ts';
import { type ConsistencyCheck, checkConsistency } from '../../../common/domain/promille-check.ts';
import { numberFormat } from '../../lib/format.ts';
import { SelectField, TextField } from '../ui/field.tsx';
import { ConsistencyNote } from './consistency-note.tsx';
import './i18n.ts';

const number = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The Promille estimate (Widmark): a range with its limits spelled out, never a 'safe to drive'. */
export function PromilleCalculator() {
  const { t, i18n } = useTranslation('promille');
  const [sex, setSex] = useState<'female' | 'male'>('male');
  const [weight, setWeight] = useState('');
  const [height, setHeight] = useState('');
  const [age, setAge] = useState('');
  const [hours, setHours] = useState('0');
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [measured, setMeasured] = useState('');
  const fmt = numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const weightKg = number(weight);
  const drinks = DRINKS.map((d) => ({ ...d, count: number(counts[d.key] ?? '') ?? 0 }));
  const valid =
    weightKg !== null &&
    weightKg >= 30 &&
    weightKg <= 250 &&
    drinks.every((d) => Number.isFinite(d.count) && d.count >= 0) &&
    drinks.some((d) => d.count > 0) &&
    (number(hours) ?? 0) >= 0;
  const input = valid
    ? { drinks, sex, weightKg, heightCm: number(height), age: number(age), hours: number(hours) ?? 0 }
    : null;
  const estimate = input ? estimatePromille(input) : null;
  // The consistency check: the same estimate against a measured value the learner typed in.
  const measuredValue = number(measured);
  const measuredValid = measuredValue === null || (measuredValue > 0 && measuredValue <= 8);
  const check: ConsistencyCheck | null =
    input && measuredValue !== null && measuredValid
      ? { ok: true, result: checkConsistency({ ...input, measured: measuredValue }) }
      : null;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('sex')}
          value={sex}
          onChange={(e) => setSex(e.target.value as 'female' | 'male')}
        >
          <option value="male">{t('male')}</option>
          <option value="female">{t('female')}</option>
        </SelectField>
        <TextField
          label={t('weight')}
          inputMode="decimal"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
        />
        <TextField
          label={t('height')}
          inputMode="decimal"
          value={height}
          onChange={(e) => setHeight(e.target.value)}
        />
        <TextField
          label={t('age')}
          inputMode="numeric"
          value={age}
          onChange={(e) => setAge(e.target.value)}
        />
        {DRINKS.map((d) => (
          <TextField
            key={d.key}
            label={t(`drinks.${d.key}`)}
            inputMode="numeric"
            value={counts[d.key] ?? ''}
            onChange={(e) => setCounts({ ...counts, [d.key]: e.target.value })}
          />
        ))}
        <TextField
          label={t('hours')}
          inputMode="decimal"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
        <TextField
          label={t('measured')}
          hint={t('measuredHint')}
          inputMode="decimal"
          value={measured}
          error={measuredValid ? undefined : t('measuredInvalid')}
          onChange={(e) => setMeasured(e.target.value)}
        />
      </div>
      <output aria-live="polite" className="block rounded-lg bg-slate-50 p-3">
        {estimate ? (
          <>
            <span className="block text-lg font-semibold">
              {t('result', { low: fmt.format(estimate.low), high: fmt.format(estimate.high) })}
            </span>
            <span className="block text-sm text-slate-700">
              {t('grams', { grams: estimate.grams, r: estimate.r })}
            </span>
          </>
        ) : (
          t('missing')
        )}
      </output>
      {check ? <ConsistencyNote id="calculator-consistency" check={check} /> : null}
      <p className="text-sm text-amber-900">{t('limits')}</p>
    </div>
  );
}
