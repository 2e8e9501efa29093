import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

const webRoot = path.dirname(new URL(import.meta.url).pathname);
// Attributes a user reads or hears; their literal values must come from i18n too.
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-description',
]);

function* tsxFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* tsxFiles(full);
    else if (name.endsWith('.tsx') && !name.endsWith('.test.tsx')) yield full;
  }
}

type Node = { type: string; [key: string]: unknown };

function findLiterals(node: unknown, found: string[]): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) findLiterals(child, found);
    return;
  }
  const n = node as Node;
  if (n.type === 'JSXText' && /\p{L}/u.test(String(n.value))) found.push(String(n.value).trim());
  if (n.type === 'JSXAttribute') {
    const name = (n.name as Node).name as string;
    const value = n.value as Node | null;
    if (
      VISIBLE_ATTRIBUTES.has(name) &&
      value?.type === 'StringLiteral' &&
      /\p{L}/u.test(String(value.value))
    ) {
      found.push(`${name}="${value.value}"`);
    }
  }
  for (const [key, child] of Object.entries(n)) {
    if (key !== 'loc' && key !== 'start' && key !== 'end') findLiterals(child, found);
  }
}

describe('components', () => {
  it('show no hard-coded text: every visible string comes from i18n', () => {
    const offenders: string[] = [];
    for (const file of tsxFiles(webRoot)) {
      const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['jsx', 'typescript'] });
      const found: string[] = [];
      findLiterals(ast.program, found);
      for (const text of found) offenders.push(`${path.relative(webRoot, file)}: ${text}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('the hard-coded text check', () => {
  it('catches JSX text and visible attributes, and ignores expressions', () => {
    const source = `const A = () => <div aria-label="Menü" className="x">Hallo {t('ok')} <b>{name}</b> 42</div>;`;
    const found: string[] = [];
    findLiterals(parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] }).program, found);
    expect(found).toEqual(['aria-label="Menü"', 'Hallo']);
  });
});
