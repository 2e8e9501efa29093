import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isAdmin } from '../../../../common/domain/access.ts';
import { LEXICON_CATEGORIES, type LexiconCategory } from '../../../../common/domain/enums.ts';
import { groupByLetter, LEXICON_LETTERS } from '../../../../common/domain/lexicon.ts';
import type { LexiconLetter, LexiconTerm } from '../../../../common/schemas/lexicon.ts';
import { LoadError, Loading } from '../../../components/load-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useMe } from '../../../lib/session.ts';
import { useLexicon } from '../api.ts';
import { LetterFilter } from '../components/letter-filter.tsx';
import { entryId, TermEntry } from '../components/term-entry.tsx';
import '../i18n.ts';
import { useDebounced } from '../use-debounced.ts';

// The admin's editors (forms, schemas) load for admins only (decision 075).
const TranslationEditor = lazy(() =>
  import('../../../components/translations/translation-editor.tsx').then((module) => ({
    default: module.TranslationEditor,
  })),
);
const LexiconAdmin = lazy(() =>
  import('../components/lexicon-admin.tsx').then((module) => ({ default: module.LexiconAdmin })),
);

const isCategory = (value: string | null): value is LexiconCategory =>
  (LEXICON_CATEGORIES as readonly string[]).includes(value ?? '');
const isLetter = (value: string | null): value is LexiconLetter =>
  (LEXICON_LETTERS as readonly string[]).includes(value ?? '');

/**
 * /dashboard/lexicon: server-side search, category and letter filters, letter groups, loaded a
 * page at a time with 'Mehr laden' (SPEC §2 Glossary; decision 025).
 */
export default function LexiconPage() {
  const { t } = useTranslation('lexicon');
  const admin = isAdmin(useMe().data);
  const params = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const initialCategory = params.get('kategorie');
  const [category, setCategory] = useState<LexiconCategory | ''>(
    isCategory(initialCategory) ? initialCategory : '',
  );
  const initialLetter = params.get('buchstabe');
  const [letter, setLetter] = useState<LexiconLetter | ''>(isLetter(initialLetter) ? initialLetter : '');
  const q = useDebounced(query.trim());
  const list = useLexicon({ q, category, letter });
  // A link to one term (#begriff-…, e.g. from the assistant's sources) lands on it once listed.
  const [target, setTarget] = useState<{ id: string; highlight: boolean } | null>(() => {
    const id = window.location.hash.match(/^#begriff-(.+)$/)?.[1];
    return id ? { id: decodeURIComponent(id), highlight: true } : null;
  });
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ term: LexiconTerm | null } | null>(null);
  const [deleting, setDeleting] = useState<LexiconTerm | null>(null);
  const [translating, setTranslating] = useState<LexiconTerm | null>(null);

  // Keep search and filter in the address, so reload and back work.
  useEffect(() => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (category) next.set('kategorie', category);
    if (letter) next.set('buchstabe', letter);
    const search = next.toString();
    navigate(search ? `${location}?${search}` : location, { replace: true });
  }, [q, category, letter, location, navigate]);

  // Move to an entry opened through a related term once it is on the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when new results are rendered.
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(entryId(target.id));
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus();
    if (target.highlight) setHighlighted(target.id);
    setTarget(null);
  }, [target, list.data]);

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const groups = groupByLetter(items);
  const total = pages[0]?.total ?? 0;

  function clearFilters() {
    setQuery('');
    setCategory('');
    setLetter('');
  }

  function openRelated(id: string, term: string) {
    if (!items.some((item) => item.id === id)) {
      clearFilters();
      setQuery(term);
    }
    setTarget({ id, highlight: true });
  }

  /** The next page; focus moves to its first entry so keyboard and screen-reader users continue there. */
  async function loadMore() {
    const result = await list.fetchNextPage();
    const first = result.data?.pages.at(-1)?.items[0];
    if (first) setTarget({ id: first.id, highlight: false });
  }

  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>
        {admin ? <Button onClick={() => setEditing({ term: null })}>{t('add')}</Button> : null}
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
      <LetterFilter value={letter} onChange={setLetter} />

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
          {q || category || letter ? (
            <Button variant="secondary" className="mt-4" onClick={clearFilters}>
              {t('resetFilters')}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
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
                        admin
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
          {list.hasNextPage ? (
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Button variant="secondary" busy={list.isFetchingNextPage} onClick={loadMore}>
                {t('loadMore')}
              </Button>
              <p className="text-sm text-slate-700">
                {t('search.shown', { shown: items.length, count: total })}
              </p>
            </div>
          ) : null}
        </>
      )}

      {admin ? (
        <Suspense fallback={null}>
          <TranslationEditor
            kind="lexicon"
            id={translating?.id ?? null}
            name={translating?.term ?? ''}
            onClose={() => setTranslating(null)}
          />
          <LexiconAdmin
            editing={editing}
            deleting={deleting}
            onCloseEdit={() => setEditing(null)}
            onCloseDelete={() => setDeleting(null)}
            onSaved={(term) => {
              setEditing(null);
              clearFilters();
              setQuery(term.term);
              setTarget({ id: term.id, highlight: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
