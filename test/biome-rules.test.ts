import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const run = promisify(execFile);

// The project's own biome.json, run over files that break its import-cycle and size rules, in a
// folder of their own (outside git, so the ignore file does not hide them).
const dir = mkdtempSync(path.join(tmpdir(), 'biome-rules-'));
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
delete config.$schema;
config.vcs = { enabled: false };
config.files = { includes: ['**'] };
writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lint(files: Record<string, string>): Promise<string> {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  try {
    await run(biome, ['lint', '--max-diagnostics=50', ...Object.keys(files)], { cwd: dir });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `${stdout}${stderr}`;
  }
}

describe('Biome rules in biome.json (issue 15)', () => {
  it('fail on an import cycle', async () => {
    const output = await lint({
      'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(output).toContain('noImportCycles');
  });

  it('fail on a file over 300 lines', async () => {
    const body = Array.from({ length: 301 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    const output = await lint({ 'long.ts': `${body}\n` });
    expect(output).toContain('noExcessiveLinesPerFile');
  });

  it('pass a file that keeps both rules', async () => {
    expect(await lint({ 'fine.ts': 'export const fine = 1;\n' })).toBe('');
  });
});
