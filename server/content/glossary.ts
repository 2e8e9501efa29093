import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TranslationLanguage } from '../../common/domain/translations.ts';
import { parseWith, readYaml } from './files.ts';

/**
 * The glossary of preferred terms per language (content/i18n/<lang>/glossary.yaml, issue 28,
 * decision 073) and the check over every translated text: a word to avoid, or German quotation
 * marks, is a hit. Used by glossary.test.ts and `npm run content:figures`.
 */
const glossarySchema = z.object({
  quotes: z.string(),
  terms: z.array(
    z.object({
      de: z.string().min(1),
      use: z.string().min(1),
      also: z.array(z.string().min(1)).default([]),
      avoid: z.array(z.string().min(1)).default([]),
      why: z.string().optional(),
    }),
  ),
});
export type Glossary = z.infer<typeof glossarySchema>;

export function readGlossary(contentDir: string, lang: TranslationLanguage): Glossary {
  const file = path.join(contentDir, 'i18n', lang, 'glossary.yaml');
  return parseWith(glossarySchema, readYaml(file), file);
}

/** Files that recognise what a learner types, not texts a learner reads. */
const LEARNER_WORDS = new Set(['signal-words.yaml', 'judge-words.yaml']);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

/** Every text a learner reads in a language: content sidecars, captions and interface strings. */
export function translatedTexts(root: string, lang: TranslationLanguage): string[] {
  const content = path.join(root, 'content');
  return [
    ...walk(path.join(content, 'i18n', lang)).filter(
      (file) =>
        /\.(md|yaml)$/.test(file) &&
        !file.endsWith('glossary.yaml') &&
        !LEARNER_WORDS.has(path.basename(file)),
    ),
    ...walk(path.join(content, 'media')).filter((file) => file.endsWith(`.${lang}.vtt`)),
    ...walk(path.join(root, 'common', 'i18n', lang)).filter((file) => file.endsWith('.json')),
  ].sort();
}

export type GlossaryHit = { file: string; line: number; rule: string; text: string };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fold = (text: string, lang: TranslationLanguage) => text.toLocaleLowerCase(lang);

/** A German opening mark, or a German closing “ after an English opening “ (no ” between them). */
const GERMAN_QUOTES = /„|“[^”“\n]*“/u;

export function findHits(
  text: string,
  glossary: Glossary,
  lang: TranslationLanguage,
  file = '',
): GlossaryHit[] {
  const rules = glossary.terms.flatMap((term) =>
    term.avoid.map((word) => ({
      rule: `${word} → ${term.use}`,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${literal(fold(word, lang))}`, 'u'),
    })),
  );
  const hits: GlossaryHit[] = [];
  text.split('\n').forEach((raw, i) => {
    const folded = fold(raw, lang);
    for (const { rule, pattern } of rules) {
      if (pattern.test(folded)) hits.push({ file, line: i + 1, rule, text: raw.trim().slice(0, 120) });
    }
    if (GERMAN_QUOTES.test(raw)) {
      hits.push({ file, line: i + 1, rule: 'German quotation marks', text: raw.trim().slice(0, 120) });
    }
  });
  return hits;
}

/** Every hit in a language's texts, with paths relative to the repository. */
export function glossaryHits(root: string, lang: TranslationLanguage): GlossaryHit[] {
  const glossary = readGlossary(path.join(root, 'content'), lang);
  return translatedTexts(root, lang).flatMap((file) =>
    findHits(readFileSync(file, 'utf8'), glossary, lang, path.relative(root, file)),
  );
}
