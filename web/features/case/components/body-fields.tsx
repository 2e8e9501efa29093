import { useTranslation } from 'react-i18next';
import type { CaseWorkbook } from '../../../../common/domain/case.ts';
import { SelectField } from '../../../components/ui/field.tsx';
import { NumberField } from './number-field.tsx';

type Body = CaseWorkbook['body'];

/** Sex, weight, height and age for the per-mille comparison of alcohol offences (all optional). */
export function BodyFields({ body, onChange }: { body: Body; onChange: (body: Body) => void }) {
  const { t } = useTranslation('case');
  const set = (patch: Partial<Body>) => onChange({ ...body, ...patch });
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-300 p-3 sm:p-4">
      <legend className="px-1 font-medium">{t('body.title')}</legend>
      <p className="text-sm text-slate-700">{t('body.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('body.sex')}
          value={body.sex ?? ''}
          onChange={(e) => set({ sex: (e.target.value || null) as Body['sex'] })}
        >
          <option value="">{t('body.none')}</option>
          <option value="male">{t('body.male')}</option>
          <option value="female">{t('body.female')}</option>
        </SelectField>
        <NumberField
          label={t('body.weight')}
          value={body.weightKg}
          min={30}
          max={300}
          onChange={(weightKg) => set({ weightKg })}
        />
        <NumberField
          label={t('body.height')}
          value={body.heightCm}
          min={120}
          max={230}
          onChange={(heightCm) => set({ heightCm })}
        />
        <NumberField
          label={t('body.age')}
          value={body.age}
          min={16}
          max={110}
          integer
          onChange={(age) => set({ age })}
        />
      </div>
    </fieldset>
  );
}
