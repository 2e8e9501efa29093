import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drink } from '../../../common/domain/case.ts';
import { STANDARD_DRINKS } from '../../../common/domain/promille.ts';
import { TextField } from '../ui/field.tsx';
import './i18n.ts';

const MAX_COUNT = 99;
const parseCount = (text: string): number | undefined => {
  if (text.trim() === '') return 0;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 0 && n <= MAX_COUNT ? n : undefined;
};

/**
 * How many of each typical serving (the workbook's drinks of one offence). Drinks stored with
 * another label (older entries) are kept as they are.
 */
export function DrinkCounts({ drinks, onChange }: { drinks: Drink[]; onChange: (drinks: Drink[]) => void }) {
  const { t } = useTranslation('promille');
  const countOf = (key: string) => drinks.find((d) => d.label === key)?.count ?? 0;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(STANDARD_DRINKS.map((d) => [d.key, countOf(d.key) ? String(countOf(d.key)) : ''])),
  );
  const standard = new Set<string>(STANDARD_DRINKS.map((d) => d.key));

  function set(key: string, text: string) {
    const next = { ...texts, [key]: text };
    setTexts(next);
    if (parseCount(text) === undefined) return;
    const counted = STANDARD_DRINKS.flatMap((d) => {
      const count = parseCount(next[d.key] ?? '') ?? countOf(d.key);
      return count > 0 ? [{ label: d.key, volumeMl: d.volumeMl, abv: d.abv, count }] : [];
    });
    onChange([...counted, ...drinks.filter((d) => !standard.has(d.label))]);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {STANDARD_DRINKS.map((d) => (
        <TextField
          key={d.key}
          label={t(`drinks.${d.key}`)}
          inputMode="numeric"
          value={texts[d.key] ?? ''}
          error={
            parseCount(texts[d.key] ?? '') === undefined ? t('countInvalid', { max: MAX_COUNT }) : undefined
          }
          onChange={(e) => set(d.key, e.target.value)}
        />
      ))}
    </div>
  );
}
