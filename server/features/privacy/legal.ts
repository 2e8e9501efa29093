import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEGAL_PAGES, type LegalPage } from '../../../common/domain/privacy.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { notFound } from '../../kernel/errors.ts';

/** The templates shipped with the app (legal/); LEGAL_DIR points at the operator's completed copy. */
export const defaultLegalDir = fileURLToPath(new URL('../../../legal', import.meta.url));

/** Marks a part the operator still has to complete (legal/README.md). */
export const PLACEHOLDER = '[BITTE ERGÄNZEN';

export function createLegalPages(dir: string) {
  const read = (page: LegalPage) => readFile(path.join(dir, `${page}.md`), 'utf8');
  /** An operator's own translation: `<LEGAL_DIR>/<lang>/<page>.md` (legal/README.md). */
  const translated = (page: LegalPage, lang: Language) =>
    lang === 'de'
      ? Promise.reject(new Error('German is the original'))
      : readFile(path.join(dir, lang, `${page}.md`), 'utf8');
  return {
    /** The page in `lang` when the operator provides it, else the German original; `lang` says which. */
    async get(page: LegalPage, lang: Language) {
      const own = await translated(page, lang).catch(() => null);
      if (own !== null) return { page, markdown: own, lang };
      try {
        return { page, markdown: await read(page), lang: 'de' as const };
      } catch {
        throw notFound();
      }
    },
    /** Pages that are missing or still contain placeholders (logged as a warning at start). */
    async incomplete(): Promise<LegalPage[]> {
      const results = await Promise.all(
        LEGAL_PAGES.map(async (page) =>
          (await read(page).catch(() => PLACEHOLDER)).includes(PLACEHOLDER) ? page : null,
        ),
      );
      return results.filter((page): page is LegalPage => page !== null);
    },
  };
}
export type LegalPages = ReturnType<typeof createLegalPages>;

/** One warning at start when a legal page is missing or still has placeholders (never fails). */
export function warnIfIncomplete(legal: LegalPages, log: { warn: (msg: string) => void }): void {
  legal
    .incomplete()
    .then((pages) => {
      if (pages.length > 0)
        log.warn(
          `Rechtstexte unvollständig (${pages.join(', ')}): bitte [BITTE ERGÄNZEN: …] ausfüllen, siehe legal/README.md`,
        );
    })
    .catch(() => undefined);
}
