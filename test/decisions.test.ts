import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'docs', 'decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

describe('decision records (issue 15)', () => {
  it.each(records)('%s: title carries its number, then a date and a status', (name) => {
    const [title, , dated] = readFileSync(path.join(dir, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
    expect(dated).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/);
  });

  it('the index lists every record', () => {
    for (const name of records) expect(index).toContain(`](${name})`);
  });
});
