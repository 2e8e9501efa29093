import { useTranslation } from 'react-i18next';
import type { LexiconTerm } from '../../../../common/schemas/lexicon.ts';
import { MissingTranslationsBadge } from '../../../components/translations/missing-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';

export const entryId = (id: string) => `begriff-${id}`;

type Props = {
  term: LexiconTerm;
  highlighted: boolean;
  onOpenRelated: (id: string, term: string) => void;
  admin?: { onEdit: () => void; onDelete: () => void; onTranslate: () => void };
};

/** One glossary entry: term, category badge, definition, related terms linking to their entries. */
export function TermEntry({ term, highlighted, onOpenRelated, admin }: Props) {
  const { t } = useTranslation('lexicon');
  return (
    <article
      id={entryId(term.id)}
      tabIndex={-1}
      aria-labelledby={`${entryId(term.id)}-title`}
      className={`scroll-mt-4 rounded-xl border bg-white p-4 ${highlighted ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={`${entryId(term.id)}-title`} className="text-lg font-semibold" lang={term.lang}>
          {term.term}
        </h3>
        <GermanMarker lang={term.lang} />
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
          {t(`categories.${term.category}`)}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-800" lang={term.lang}>
        {term.definition}
      </p>
      {term.related.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-medium text-slate-700">{t('related')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {term.related.map((related) => (
              <li key={related.term}>
                {related.id ? (
                  <a
                    href={`#${entryId(related.id)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpenRelated(related.id!, related.term);
                    }}
                    className="inline-flex min-h-11 items-center rounded-full bg-indigo-50 px-3 text-sm font-medium text-indigo-900 underline hover:bg-indigo-100"
                    lang={related.lang}
                  >
                    {related.term}
                  </a>
                ) : (
                  <span
                    className="inline-flex min-h-11 items-center rounded-full bg-slate-50 px-3 text-sm text-slate-700"
                    lang={related.lang}
                  >
                    {related.term}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {admin ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <TranslateButton term={term.term} onClick={admin.onTranslate} />
          <MissingTranslationsBadge kind="lexicon" id={term.id} />
          <Button variant="secondary" onClick={admin.onEdit} aria-label={t('editNamed', { term: term.term })}>
            {t('edit')}
          </Button>
          <Button variant="ghost" onClick={admin.onDelete} aria-label={t('deleteNamed', { term: term.term })}>
            {t('delete')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** Opens the side-by-side translation editor (admins). */
function TranslateButton({ term, onClick }: { term: string; onClick: () => void }) {
  const { t } = useTranslation('translations');
  return (
    <Button variant="secondary" onClick={onClick} aria-label={t('openNamed', { name: term })}>
      {t('open')}
    </Button>
  );
}
