import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LEXICON_CATEGORIES, type LexiconCategory } from '../../../common/domain/enums.ts';
import { groupByLetter } from '../../../common/domain/lexicon.ts';
import type { LexiconTerm } from '../../../common/schemas/lexicon.ts';
import { LoadError, Loading } from '../../components/load-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorKey } from '../../lib/api-client.ts';
import { useMe } from '../auth/index.ts';
import { TranslationEditor } from '../translations/index.ts';
import { useLexicon } from './api.ts';
import { LexiconAdmin } from './components/lexicon-admin.tsx';
import { entryId, TermEntry } from './components/term-entry.tsx';
import './i18n.ts';
import { useDebounced } from './use-debounced.ts';

const isCategory = (value: string | null): value is LexiconCategory =>
  (LEXICON_CATEGORIES as readonly string[]).includes(value ?? '');

/** /dashboard/lexicon: server-side search, category filter, letter groups (SPEC §2 Glossary). */
export default function LexiconPage() {
  const { t } = useTranslation('lexicon');
  const isAdmin = useMe().data?.role === 'admin';
  const params = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const initialCategory = params.get('kategorie');
  const [category, setCategory] = useState<LexiconCategory | ''>(
    isCategory(initialCategory) ? initialCategory : '',
  );
  const q = useDebounced(query.trim());
  const list = useLexicon(q, category);
  const [target, setTarget] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ term: LexiconTerm | null } | null>(null);
  const [deleting, setDeleting] = useState<LexiconTerm | null>(null);
  const [translating, setTranslating] = useState<LexiconTerm | null>(null);

  // Keep search and filter in the address, so reload and back work.
  useEffect(() => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (category) next.set('kategorie', category);
    const search = next.toString();
    navigate(search ? `${location}?${search}` : location, { replace: true });
  }, [q, category, location, navigate]);

  // Move to an entry opened through a related term once it is on the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when new results are rendered.
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(entryId(target));
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus();
    setHighlighted(target);
    setTarget(null);
  }, [target, list.data]);

  function openRelated(id: string, term: string) {
    if (!list.data?.items.some((item) => item.id === id)) {
      setQuery(term);
      setCategory('');
    }
    setTarget(id);
  }

  const items = list.data?.items ?? [];
  const groups = groupByLetter(items);
  const total = list.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>
        {isAdmin ? <Button onClick={() => setEditing({ term: null })}>{t('add')}</Button> : null}
      </div>

      <search className="mt-6 grid gap-4 sm:grid-cols-[1fr_16rem]">
        <TextField
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SelectField
          label={t('search.category')}
          value={category}
          onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
        >
          <option value="">{t('search.all')}</option>
          {LEXICON_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </SelectField>
      </search>

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {list.data ? t('search.results', { count: total }) : ''}
        {list.isFetching ? <Spinner size="sm" /> : null}
      </p>
      {total > items.length ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('search.limited', { shown: items.length, count: total })}
        </p>
      ) : null}

      {list.isError ? (
        <LoadError
          className="mt-6"
          message={`${t('loadError')} ${t(errorKey(list.error))}`}
          onRetry={() => list.refetch()}
        />
      ) : list.isPending ? (
        <Loading className="mt-8" />
      ) : groups.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold">{t('empty')}</p>
          <p className="mt-1 text-slate-700">{t('emptyHint')}</p>
          {q || category ? (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setQuery('');
                setCategory('');
              }}
            >
              {t('resetFilters')}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <nav aria-label={t('letters')} className="mt-4">
            <ul className="flex flex-wrap gap-1">
              {groups.map((group) => (
                <li key={group.letter}>
                  <a
                    href={`#buchstabe-${group.letter}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(`buchstabe-${group.letter}`)?.scrollIntoView();
                    }}
                    className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg font-semibold text-indigo-800 hover:bg-indigo-50"
                  >
                    {group.letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section key={group.letter} aria-labelledby={`buchstabe-${group.letter}`} className="mt-6">
              <h2
                id={`buchstabe-${group.letter}`}
                className="scroll-mt-4 border-b border-slate-200 pb-1 text-xl font-bold text-indigo-800"
              >
                {group.letter}
              </h2>
              <ul className="mt-3 space-y-3">
                {group.items.map((term) => (
                  <li key={term.id}>
                    <TermEntry
                      term={term}
                      highlighted={highlighted === term.id}
                      onOpenRelated={openRelated}
                      admin={
                        isAdmin
                          ? {
                              onEdit: () => setEditing({ term }),
                              onDelete: () => setDeleting(term),
                              onTranslate: () => setTranslating(term),
                            }
                          : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}

      {isAdmin ? (
        <TranslationEditor
          kind="lexicon"
          id={translating?.id ?? null}
          name={translating?.term ?? ''}
          onClose={() => setTranslating(null)}
        />
      ) : null}
      {isAdmin ? (
        <LexiconAdmin
          editing={editing}
          deleting={deleting}
          onCloseEdit={() => setEditing(null)}
          onCloseDelete={() => setDeleting(null)}
          onSaved={(term) => {
            setEditing(null);
            setQuery(term.term);
            setCategory('');
            setTarget(term.id);
          }}
        />
      ) : null}
    </div>
  );
}
