import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'docs', 'decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

// A heading or a paragraph that opens as an addendum ("## Landed", "Addendum 2026-11-27: …").
const ADDENDUM =
  /^(#+ .*\b(amend(ed|ment)|addendum|landed|figures on landing|update)\b|(addendum|amendment|amended)\b)/im;

describe('decision records (issue 15)', () => {
  it.each(records)('%s: title carries its number, then a date and a status', (name) => {
    const [title, , dated] = readFileSync(path.join(dir, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(dated).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/);
  });

  // A record states the decision as it stands (CONTRIBUTING.md): short, and rewritten rather than
  // extended when the decision changes.
  it.each(records)('%s: at most 150 lines and no addenda', (name) => {
    const text = readFileSync(path.join(dir, name), 'utf8');
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
    expect(text).not.toMatch(ADDENDUM);
  });

  it('the addendum rule fails on a planted addendum', () => {
    expect('## Decision\n\n## Amended 2026-11-27: more\n').toMatch(ADDENDUM);
    expect('## Landed (2026-11-27)\n').toMatch(ADDENDUM);
    expect('Intro.\nAddendum 2026-11-27: the fixture is gone.\n').toMatch(ADDENDUM);
    expect('## Consequences\nThe amended rule holds.\n').not.toMatch(ADDENDUM);
  });

  it('the index lists every record', () => {
    for (const name of records) expect(index).toContain(`](${name})`);
  });
});
