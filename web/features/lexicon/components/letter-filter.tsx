import { useTranslation } from 'react-i18next';
import { LEXICON_LETTERS, OTHER_LETTER } from '../../../../common/domain/lexicon.ts';
import type { LexiconLetter } from '../../../../common/schemas/lexicon.ts';

type Props = { value: LexiconLetter | ''; onChange: (letter: LexiconLetter | '') => void };

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';
const style = (pressed: boolean) =>
  `${base} ${pressed ? 'bg-indigo-700 text-white' : 'text-indigo-800 hover:bg-indigo-50'}`;

/** Filters the glossary by first letter on the server (toggle buttons; 'Alle' clears the filter). */
export function LetterFilter({ value, onChange }: Props) {
  const { t } = useTranslation('lexicon');
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">{t('letters')}</legend>
      <ul className="flex flex-wrap gap-1">
        <li>
          <button
            type="button"
            aria-pressed={value === ''}
            className={style(value === '')}
            onClick={() => onChange('')}
          >
            {t('allLetters')}
          </button>
        </li>
        {LEXICON_LETTERS.map((letter) => (
          <li key={letter}>
            <button
              type="button"
              aria-pressed={value === letter}
              aria-label={letter === OTHER_LETTER ? t('otherLetter') : undefined}
              className={style(value === letter)}
              onClick={() => onChange(letter)}
            >
              {letter}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
