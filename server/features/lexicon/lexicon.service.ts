import { compareTerms, normaliseRelated } from '../../../common/domain/lexicon.ts';
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
  async function present(rows: repo.LexiconRow[]): Promise<LexiconTerm[]> {
    const found = await repo.findByTerms(
      db,
      rows.flatMap((r) => r.related),
    );
    const byName = new Map(found.map((f) => [f.term.toLocaleLowerCase('de'), f.id]));
    return rows.map((row) => ({
      ...row,
      related: row.related.map((term) => ({ term, id: byName.get(term.toLocaleLowerCase('de')) ?? null })),
    }));
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
    async list(query: LexiconQuery): Promise<LexiconList> {
      const { rows, total } = await repo.searchTerms(db, { ...query, limit: LEXICON_LIST_LIMIT });
      rows.sort((a, b) => compareTerms(a.term, b.term));
      return { items: await present(rows), total };
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

    /** Every entry's id and term: what chapter text is matched against. */
    allTerms: () => repo.allTerms(db),
    /** Term, definition and category of the given entries. */
    briefByIds: (ids: string[]) => repo.briefByIds(db, ids),
  };
}

export type LexiconService = ReturnType<typeof createLexiconService>;
