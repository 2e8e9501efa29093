import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonColumns } from './mpu-reasons.ts';

const root = path.resolve(import.meta.dirname, '..');

function* serverFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'migrations' || name === 'node_modules') continue;
    if (statSync(full).isDirectory()) yield* serverFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

/** Writes of the reason columns: `.insert(profiles)`/`.update(profiles)` statements naming them, or raw SQL. */
function reasonWrites(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\.(?:insert|update)\(profiles\)[^;]*/g)) {
    if (/mpuReasons?\b/.test(match[0])) found.push(match[0].slice(0, 80));
  }
  for (const match of source.matchAll(/(?:insert into|update)\s+"?profiles"?[^`]*mpu_reasons?/gi)) {
    found.push(match[0].slice(0, 80));
  }
  return found;
}

describe('the one writer of MPU reasons (issue 15)', () => {
  it('normalises: canonical order, no duplicates, the first reason is the primary one', () => {
    expect(reasonColumns(['medizinalcannabis', 'drugs', 'drugs', 'alcohol'])).toEqual({
      mpuReasons: ['alcohol', 'drugs', 'medizinalcannabis'],
      mpuReason: 'alcohol',
    });
    expect(reasonColumns([])).toEqual({ mpuReasons: [], mpuReason: null });
  });

  it('the check finds a second writer', () => {
    expect(reasonWrites('await tx.update(profiles).set({ mpuReasons: list }).where(x);')).toHaveLength(1);
    expect(reasonWrites("await tx.insert(profiles).values({ email, mpuReason: 'alcohol' });")).toHaveLength(
      1,
    );
    expect(reasonWrites('sql`update profiles set mpu_reasons = $1`')).toHaveLength(1);
    expect(reasonWrites('await tx.update(profiles).set({ role }).where(x);')).toEqual([]);
  });

  it('no other server file writes mpu_reason or mpu_reasons', () => {
    const writers = [...serverFiles(root)]
      .filter((file) => !file.endsWith(path.join('db', 'mpu-reasons.ts')))
      .flatMap((file) =>
        reasonWrites(readFileSync(file, 'utf8')).map((hit) => `${path.relative(root, file)}: ${hit}`),
      );
    expect(writers).toEqual([]);
  });
});
