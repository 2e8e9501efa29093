import type { GlossaryEntry } from '../../../common/domain/glossary-marking.ts';
import { compareTerms, normaliseRelated } from '../../../common/domain/lexicon.ts';
import { localize } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import {
  LEXICON_LIST_LIMIT,
  type LexiconList,
  type LexiconQuery,
  type LexiconTerm,
  type lexiconTermBody,
} from '../../../common/schemas/lexicon.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './lexicon.repo.ts';

type TermInput = ReturnType<typeof lexiconTermBody.parse>;

export function createLexiconService({ db }: { db: Db }) {
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
    async list(query: LexiconQuery, language: Language = 'de'): Promise<LexiconList> {
      const { rows, total } = await repo.searchTerms(db, {
        ...query,
        limit: LEXICON_LIST_LIMIT,
        lang: language,
      });
      const items = await present(rows, language);
      items.sort((a, b) => compareTerms(a.term, b.term));
      return { items, total };
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

    /**
     * Every entry's id and term: what chapter text is matched against. In Turkish or English both
     * the translated term and the German one (which translations keep in brackets) are matched.
     */
    async allTerms(language: Language = 'de'): Promise<GlossaryEntry[]> {
      const rows = await repo.allTerms(db);
      return rows.flatMap((row) => {
        const shown = localize(row, language, ['term']);
        const entry = { id: row.id, term: row.term };
        return shown.lang === 'de' ? [entry] : [{ id: row.id, term: shown.values.term }, entry];
      });
    },
    /** Term, definition and category of the given entries, in the learner's language. */
    async briefByIds(ids: string[], language: Language = 'de') {
      const rows = await repo.briefByIds(db, ids);
      return rows.map(({ translations, ...row }) => {
        const shown = localize({ ...row, translations }, language, ['term', 'definition']);
        return { ...row, ...shown.values, lang: shown.lang };
      });
    },
  };
}

export type LexiconService = ReturnType<typeof createLexiconService>;
