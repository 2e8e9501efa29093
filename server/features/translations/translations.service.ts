import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  germanHash,
  localize,
  outdatedLanguages,
  SOURCE_HASH,
  TRANSLATED_FIELDS,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
  type Translations,
  withoutSourceHash,
} from '../../../common/domain/translations.ts';
import type {
  LanguageFields,
  MissingTranslations,
  TranslationItem,
  TranslationKind,
  TranslationsBody,
} from '../../../common/schemas/translations.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './translations.repo.ts';

/**
 * Fields that do not decide whether the rest of a translation is complete (a video's caption file:
 * a learner gets the translated title without it). The admin flags it on its own (`captionsMissing`).
 */
const OPTIONAL: Partial<Record<TranslationKind, readonly string[]>> = { video: ['captionsUrl'] };
/** Columns read besides the translated fields: a video's spoken language. */
const EXTRA: Partial<Record<TranslationKind, readonly string[]>> = { video: ['language'] };

/** 400 with the generic German validation message; the reason stays in the server log. */
const invalid = (message: string) => new AppError('validation', 400, message);

/**
 * Side-by-side translation editing for administrators (issue 14, decision 030): one service for
 * every content kind, since all of them keep their translations in the same `translations` column.
 */
export function createTranslationsService({ db, mediaRoot }: { db: Db; mediaRoot: string }) {
  const fieldsOf = (kind: TranslationKind) => TRANSLATED_FIELDS[kind] as readonly string[];
  const columnsOf = (kind: TranslationKind) => [...fieldsOf(kind), ...(EXTRA[kind] ?? [])];

  /**
   * A video's caption track in a language is missing when the video has captions, is not spoken in
   * that language, and the translation names no caption file, or a file under /media that is not
   * there (the loader takes `<name>.<lang>.vtt` only when it exists; the editor accepts any path).
   * An https address is taken as given.
   */
  function captionsMissing(row: repo.ItemRow, lang: TranslationLanguage): boolean {
    if (!row.captionsUrl || row.language === lang) return false;
    const url = row.translations[lang]?.captionsUrl;
    if (typeof url !== 'string' || url === '') return true;
    return url.startsWith('/media/') && !existsSync(path.join(mediaRoot, url.slice('/media/'.length)));
  }

  function missingOf(kind: TranslationKind, row: repo.ItemRow): TranslationLanguage[] {
    return TRANSLATION_LANGUAGES.filter(
      (lang) =>
        localize(row, lang, fieldsOf(kind), OPTIONAL[kind] ?? []).lang !== lang ||
        (kind === 'video' && captionsMissing(row, lang)),
    );
  }

  function view(kind: TranslationKind, row: repo.ItemRow): TranslationItem {
    const german = Object.fromEntries(
      fieldsOf(kind).map((f) => [f, (row[f] as string | string[] | null | undefined) ?? null]),
    );
    return {
      id: row.id,
      kind,
      fields: [...fieldsOf(kind)],
      german,
      translations: Object.fromEntries(
        TRANSLATION_LANGUAGES.flatMap((lang) => {
          const fields = withoutSourceHash(row.translations[lang]);
          return fields ? [[lang, fields]] : [];
        }),
      ) as TranslationsBody,
      missing: missingOf(kind, row),
      outdated: outdatedLanguages(row.translations, row),
    };
  }

  /** One language's input, checked against the German item: known fields only, options aligned. */
  function clean(kind: TranslationKind, row: repo.ItemRow, input: LanguageFields) {
    const result: Record<string, string | string[]> = {};
    for (const [field, value] of Object.entries(input)) {
      if (!fieldsOf(kind).includes(field)) {
        throw invalid(`Das Feld „${field}“ gibt es bei diesem Inhalt nicht.`);
      }
      if (Array.isArray(value)) {
        if (value.length === 0) continue;
        const source = row[field] as string[];
        if (value.length !== source.length) {
          throw invalid(
            `Die Übersetzung braucht genau ${source.length} Antwortoptionen in derselben Reihenfolge wie auf Deutsch.`,
          );
        }
        if (new Set(value).size !== value.length)
          throw invalid('Die Antwortoptionen müssen sich unterscheiden.');
        result[field] = value;
      } else if (typeof value === 'string' && value !== '') {
        result[field] = value;
      }
    }
    return result;
  }

  return {
    async missing(kind: TranslationKind): Promise<MissingTranslations> {
      const rows = await repo.listItems(db, kind, columnsOf(kind));
      const perItem = (languagesOf: (row: repo.ItemRow) => TranslationLanguage[]) =>
        Object.fromEntries(
          rows.flatMap((row) => {
            const languages = languagesOf(row);
            return languages.length ? [[row.id, languages]] : [];
          }),
        );
      return {
        missing: perItem((row) => missingOf(kind, row)),
        outdated: perItem((row) => outdatedLanguages(row.translations, row)),
      };
    },

    async get(kind: TranslationKind, id: string): Promise<TranslationItem> {
      const row = await repo.findItem(db, kind, columnsOf(kind), id);
      if (!row) throw notFound();
      return view(kind, row);
    },

    /** Replaces the given languages' translations (a language left out stays as it is). */
    async save(kind: TranslationKind, id: string, body: TranslationsBody): Promise<TranslationItem> {
      return db.transaction(async (tx) => {
        const row = await repo.findItem(tx, kind, columnsOf(kind), id);
        if (!row) throw notFound();
        const next: Translations = { ...row.translations };
        for (const lang of TRANSLATION_LANGUAGES) {
          const input = body[lang];
          if (!input) continue;
          const fields = clean(kind, row, input);
          // Stamped with the German it was made from: a later German change flags it as outdated.
          if (Object.keys(fields).length) next[lang] = { ...fields, [SOURCE_HASH]: germanHash(row, fields) };
          else delete next[lang];
        }
        await repo.saveTranslations(tx, kind, id, next);
        return view(kind, { ...row, translations: next });
      });
    },
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
