import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/security.md pairs every promise with the test that checks it (issue 26): `file` › 'test name'.
// A renamed or deleted test must not leave a promise pointing at nothing.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const doc = readFileSync(path.join(root, 'docs/security.md'), 'utf8');

/** Every `file.test.ts` › 'name', "name" pair in the document; '…' ends a shortened name. */
function citations(text: string): { file: string; name: string }[] {
  const found: { file: string; name: string }[] = [];
  const pair = /`([\w./-]+\.(?:test|spec)\.tsx?)` › ((?:(?:'[^']*'|"[^"]*")(?:, )?)+)/g;
  for (const match of text.matchAll(pair))
    for (const quoted of match[2]!.matchAll(/'([^']*)'|"([^"]*)"/g))
      found.push({ file: match[1]!, name: (quoted[1] ?? quoted[2])! });
  return found;
}

/** The titles of a test file's `describe`, `it` and `test` calls; `${…}` in a template matches anything. */
function titles(source: string): { raw: string; pattern: RegExp }[] {
  const call =
    /\b(?:describe|it|test)(?:\.each\([^)]*\))?\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`([^`]*)`)/g;
  return [...source.matchAll(call)].map((match) => {
    const raw = (match[1] ?? match[2] ?? match[3]!).replace(/\\(.)/g, '$1');
    const parts = raw.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return { raw, pattern: new RegExp(`^${parts.join('.*')}$`) };
  });
}

/** A cited name is a whole title, or, ending in '…', the start of one. */
function names(title: { raw: string; pattern: RegExp }, cited: string): boolean {
  if (!cited.includes('…')) return title.pattern.test(cited);
  return title.raw.startsWith(cited.split('…')[0]!.trimEnd());
}

describe('docs/security.md names the tests that check its promises', () => {
  const cited = citations(doc);

  it('cites tests at all (the parser finds them)', () => {
    expect(cited.length).toBeGreaterThan(80);
  });

  it.each(cited)('$file › $name exists', ({ file, name }) => {
    expect(existsSync(path.join(root, file)), file).toBe(true);
    const known = titles(readFileSync(path.join(root, file), 'utf8'));
    expect(
      known.some((title) => names(title, name)),
      `${file} has no test named '${name}'`,
    ).toBe(true);
  });

  it('fails on a test name that does not exist', () => {
    const planted = citations("`test/security-doc.test.ts` › 'no such test'")[0]!;
    const known = titles(readFileSync(path.join(root, planted.file), 'utf8'));
    expect(known.some((title) => names(title, planted.name))).toBe(false);
    expect(known.some((title) => names(title, 'cites tests at all (the parser finds them)'))).toBe(true);
  });
});
