import { normaliseRelated } from '../../../common/domain/lexicon.ts';
import { localize } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type {
  LexiconList,
  LexiconQuery,
  LexiconTerm,
  lexiconTermBody,
} from '../../../common/schemas/lexicon.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { createVersionedCache } from '../../db/versioned-cache.ts';
import { decodeCursor, encodeCursor } from '../../kernel/cursor.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import { createGlossaryCache, GLOSSARY_VERSION_KEY } from './glossary-cache.ts';
import * as repo from './lexicon.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TermInput = ReturnType<typeof lexiconTermBody.parse>;

export function createLexiconService({ db }: { db: Db }) {
  const cache = createGlossaryCache(db, () => repo.allTerms(db));
  // The number of entries per category, letter filter and language (letters follow the shown term),
  // counted once per glossary version: a count reads every entry it counts, so the list's first page
  // grew with the glossary (issue 16).
  const totals = createVersionedCache(db, GLOSSARY_VERSION_KEY, (key: string) => {
    const [category, letter, lang] = JSON.parse(key) as [
      LexiconQuery['category'],
      LexiconQuery['letter'],
      Language,
    ];
    return repo.countTerms(db, { category, letter, lang });
  });

  /** Related names resolved to the entries they name (null when the glossary has none). */
  async function present(rows: repo.LexiconRow[], language: Language = 'de'): Promise<LexiconTerm[]> {
    const found = await repo.findByTerms(
      db,
      rows.flatMap((r) => r.related),
    );
    const byName = new Map(found.map((f) => [f.term.toLocaleLowerCase('de'), f]));
    return rows.map(({ translations, ...row }) => {
      const shown = localize({ ...row, translations }, language, ['term', 'definition']);
      return {
        ...row,
        ...shown.values,
        lang: shown.lang,
        // Related entries are named by their German term; shown in the learner's language.
        related: row.related.map((term) => {
          const entry = byName.get(term.toLocaleLowerCase('de'));
          if (!entry) return { term, id: null, lang: 'de' as const };
          const name = localize(entry, language, ['term']);
          return { term: name.values.term, id: entry.id, lang: name.lang };
        }),
      };
    });
  }

  function values(input: TermInput) {
    return { ...input, related: normaliseRelated(input.term, input.related) };
  }

  async function write<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', 409);
      throw error;
    }
  }

  return {
    /**
     * One page in the dictionary order of the terms shown in `language` (grouped under their letter
     * by `letterOf`); the first page also counts every match.
     */
    async list(query: LexiconQuery, language: Language = 'de'): Promise<LexiconList> {
      const { cursor, limit, ...filter } = query;
      // The cursor carries whether its search was the typo-tolerant retry: [sort key, id, 'fuzzy'|'exact'].
      const after = cursor === undefined ? undefined : decodeCursor(cursor, 3);
      if (after && (!UUID.test(after[1]!) || !['fuzzy', 'exact'].includes(after[2]!))) {
        throw new AppError('validation', 400, 'bad cursor');
      }
      const searching = Boolean(filter.q?.trim());
      const page = (fuzzy: boolean) =>
        repo.searchTerms(db, {
          ...filter,
          lang: language,
          fuzzy,
          after: after && { sortKey: after[0]!, id: after[1]! },
          limit,
          withTotal: !after && searching,
        });
      let fuzzy = after?.[2] === 'fuzzy';
      const [first, counted] = await Promise.all([
        page(fuzzy),
        after || searching
          ? null
          : totals.get(JSON.stringify([filter.category ?? null, filter.letter ?? null, language])),
      ]);
      let result = first;
      if (!after && result.rows.length === 0 && filter.q && repo.mayBeTypo(filter.q)) {
        fuzzy = true;
        result = await page(true);
      }
      const { rows, next } = result;
      const total = counted ?? result.total;
      return {
        items: await present(rows, language),
        total,
        nextCursor: next && encodeCursor([next.sortKey, next.id, fuzzy ? 'fuzzy' : 'exact']),
      };
    },

    async create(input: TermInput): Promise<LexiconTerm> {
      const row = await write(() => repo.insertTerm(db, values(input)));
      return (await present([row]))[0]!;
    },

    async update(id: string, input: TermInput): Promise<LexiconTerm> {
      const row = await write(() =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, id);
          if (!before) throw notFound();
          const after = await repo.updateTerm(tx, id, values(input));
          if (after && before.term !== after.term) await repo.renameRelated(tx, before.term, after.term);
          return after!;
        }),
      );
      return (await present([row]))[0]!;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteTerm(db, id))) throw notFound();
    },

    /** Ids of the entries that occur in the texts (matcher cached per glossary version and language). */
    termIdsIn: (texts: readonly string[], language: Language = 'de') => cache.termIdsIn(texts, language),
    /** Term, definition and category of the given entries, in the learner's language. */
    async briefByIds(ids: string[], language: Language = 'de') {
      const rows = await repo.briefByIds(db, ids);
      return rows.map(({ translations, ...row }) => {
        const shown = localize({ ...row, translations }, language, ['term', 'definition']);
        // The German term too: a chapter shown in German (fallback) or quoting it is marked as well.
        return { ...row, ...shown.values, lang: shown.lang, germanTerm: row.term };
      });
    },
  };
}

export type LexiconService = ReturnType<typeof createLexiconService>;
