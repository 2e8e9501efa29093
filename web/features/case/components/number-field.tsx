import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field.tsx';

type Range = { min: number; max: number; integer: boolean };

/** '1,9' or '1.9' → 1.9; '' → null; undefined when it is no number in the range. */
function parse(text: string, { min, max, integer }: Range): number | null | undefined {
  if (text.trim() === '') return null;
  const number = Number(text.trim().replace(',', '.'));
  const ok =
    Number.isFinite(number) && number >= min && number <= max && (!integer || Number.isInteger(number));
  return ok ? number : undefined;
}

/**
 * A number field that accepts the German comma. The workbook gets the number only when it is valid;
 * while the text is invalid the field keeps it and says what is expected.
 */
export function NumberField({
  label,
  hint,
  value,
  min,
  max,
  integer = false,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number | null;
  min: number;
  max: number;
  integer?: boolean;
  onChange: (value: number | null) => void;
}) {
  const { t, i18n } = useTranslation('case');
  const [text, setText] = useState(value == null ? '' : value.toLocaleString(i18n.language));
  const range = { min, max, integer };
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      error={parse(text, range) === undefined ? t('number.invalid', { min, max }) : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const number = parse(event.target.value, range);
        if (number !== undefined) onChange(number);
      }}
    />
  );
}
