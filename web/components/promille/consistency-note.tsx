import { useTranslation } from 'react-i18next';
import type { ConsistencyCheck } from '../../../common/domain/promille-check.ts';
import './i18n.ts';
import { numberFormat } from '../../lib/format.ts';

/**
 * The consistency check (issue 11): do the stated drinks explain the measured value? Gentle and
 * plain: it says what the Widmark estimate gives, what could explain the value and why assessors ask,
 * never that anyone may drive and never that the learner lies. Used by the calculator and the
 * workbook ('Mein MPU-Fall').
 */
export function ConsistencyNote({ check, id }: { check: ConsistencyCheck; id: string }) {
  const { t, i18n } = useTranslation('promille');
  const fmt = numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="consistency-note"
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id={headingId} className="font-semibold">
        {t('consistency.heading')}
      </h3>
      {check.ok ? (
        <div aria-live="polite" className="space-y-2">
          <p>
            {t('consistency.estimate', {
              low: fmt.format(check.result.low),
              high: fmt.format(check.result.high),
              measured: fmt.format(check.result.measured),
            })}
          </p>
          <p className="font-medium">
            {t(`consistency.${check.result.verdict}`, {
              measured: fmt.format(check.result.measured),
              min: check.result.neededGrams.min,
              max: check.result.neededGrams.max,
              beersMin: check.result.neededBeers.min,
              beersMax: check.result.neededBeers.max,
              stated: Math.round(check.result.statedGrams),
            })}
          </p>
          {check.result.verdict === 'above' ? <p>{t('consistency.aboveWhy')}</p> : null}
          {check.result.highValue ? <p>{t('consistency.highValue')}</p> : null}
        </div>
      ) : (
        <p>
          {t('consistency.missing', {
            list: check.missing.map((item) => t(`consistency.missingItem.${item}`)).join(', '),
          })}
        </p>
      )}
      <p className="text-sm text-amber-900">{t('consistency.limits')}</p>
    </section>
  );
}
