import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const root = path.dirname(new URL(import.meta.url).pathname);
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// Tags such as <content> (content quoted in a sentence keeps its own lang: web/components/ui/content-lang.tsx).
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();
const namespaces = readdirSync(path.join(root, 'de')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) {
      expect(
        readdirSync(path.join(root, language))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  for (const file of namespaces) {
    it(`${file}: every key exists in every language, non-empty, with the same placeholders and tags`, () => {
      const german = flatten(JSON.parse(readFileSync(path.join(root, 'de', file), 'utf8')));
      for (const language of LANGUAGES) {
        const other = flatten(JSON.parse(readFileSync(path.join(root, language, file), 'utf8')));
        expect([...other.keys()].sort(), `${language}/${file}`).toEqual([...german.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${language}/${file}: ${key}`).not.toBe('');
          expect(variables(text), `${language}/${file}: ${key}`).toEqual(variables(german.get(key) ?? ''));
          expect(tags(text), `${language}/${file}: ${key}`).toEqual(tags(german.get(key) ?? ''));
        }
      }
    });
  }
});
