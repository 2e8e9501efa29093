import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estimatePromille } from '../../../common/domain/promille.ts';
import { SelectField, TextField } from '../../components/ui/field.tsx';

/** Typical servings; the learner enters how many of each. */
const DRINKS = [
  { key: 'beer', volumeMl: 500, abv: 5 },
  { key: 'wine', volumeMl: 200, abv: 12 },
  { key: 'sparkling', volumeMl: 100, abv: 11 },
  { key: 'spirits', volumeMl: 20, abv: 40 },
] as const;

const number = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The Promille estimate (Widmark): a range with its limits spelled out, never a 'safe to drive'. */
export function PromilleCalculator() {
  const { t, i18n } = useTranslation('plan');
  const [sex, setSex] = useState<'female' | 'male'>('male');
  const [weight, setWeight] = useState('');
  const [height, setHeight] = useState('');
  const [age, setAge] = useState('');
  const [hours, setHours] = useState('0');
  const [counts, setCounts] = useState<Record<string, string>>({});
  const fmt = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const weightKg = number(weight);
  const drinks = DRINKS.map((d) => ({ ...d, count: number(counts[d.key] ?? '') ?? 0 }));
  const valid =
    weightKg !== null &&
    weightKg >= 30 &&
    weightKg <= 250 &&
    drinks.every((d) => Number.isFinite(d.count) && d.count >= 0) &&
    drinks.some((d) => d.count > 0) &&
    (number(hours) ?? 0) >= 0;
  const estimate = valid
    ? estimatePromille({
        drinks,
        sex,
        weightKg,
        heightCm: number(height),
        age: number(age),
        hours: number(hours) ?? 0,
      })
    : null;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('promille.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('promille.sex')}
          value={sex}
          onChange={(e) => setSex(e.target.value as 'female' | 'male')}
        >
          <option value="male">{t('promille.male')}</option>
          <option value="female">{t('promille.female')}</option>
        </SelectField>
        <TextField
          label={t('promille.weight')}
          inputMode="decimal"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
        />
        <TextField
          label={t('promille.height')}
          inputMode="decimal"
          value={height}
          onChange={(e) => setHeight(e.target.value)}
        />
        <TextField
          label={t('promille.age')}
          inputMode="numeric"
          value={age}
          onChange={(e) => setAge(e.target.value)}
        />
        {DRINKS.map((d) => (
          <TextField
            key={d.key}
            label={t(`promille.drinks.${d.key}`)}
            inputMode="numeric"
            value={counts[d.key] ?? ''}
            onChange={(e) => setCounts({ ...counts, [d.key]: e.target.value })}
          />
        ))}
        <TextField
          label={t('promille.hours')}
          inputMode="decimal"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
      </div>
      <output aria-live="polite" className="block rounded-lg bg-slate-50 p-3">
        {estimate ? (
          <>
            <span className="block text-lg font-semibold">
              {t('promille.result', { low: fmt.format(estimate.low), high: fmt.format(estimate.high) })}
            </span>
            <span className="block text-sm text-slate-700">
              {t('promille.grams', { grams: estimate.grams, r: estimate.r })}
            </span>
          </>
        ) : (
          t('promille.missing')
        )}
      </output>
      <p className="text-sm text-amber-900">{t('promille.limits')}</p>
    </div>
  );
}
