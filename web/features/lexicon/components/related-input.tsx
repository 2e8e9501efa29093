import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRelated } from '../../../../common/domain/lexicon.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Related terms as chips (SPEC §5): Enter or the button adds; blanks and duplicates are ignored. */
export function RelatedInput({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation('lexicon');
  const [draft, setDraft] = useState('');
  const id = useId();

  function add() {
    onChange([...addRelated(value, draft)]);
    setDraft('');
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('form.related')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={draft}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className="block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
        />
        <Button variant="secondary" onClick={add}>
          {t('form.addRelated')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('form.relatedHint')}
      </p>
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((term) => (
            <li
              key={term}
              className="inline-flex items-center rounded-full bg-indigo-50 pl-3 text-sm text-indigo-900"
            >
              {term}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== term))}
                aria-label={t('form.removeRelated', { term })}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-indigo-100"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
