import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

/** Stable content key: kebab-case (lowercase letters, digits, single dashes). */
export const contentKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'key must be kebab-case');
export const nonEmpty = z.string().trim().min(1);

export class ContentFileError extends Error {}

/** Validates parsed content against its schema; the error names the file and each problem's path. */
export function parseWith<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ContentFileError(`${file}:\n${problems.join('\n')}`);
}

export function readYaml(file: string): unknown {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentFileError(`${file}: ${(error as Error).message}`);
  }
}

/** A Markdown file with a YAML front matter block between `---` lines. */
export function readMarkdown(file: string): { data: unknown; body: string } {
  const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ContentFileError(`${file}: missing front matter (--- … ---)`);
  try {
    return { data: parse(match[1]!), body: match[2]!.trim() };
  } catch (error) {
    throw new ContentFileError(`${file}: ${(error as Error).message}`);
  }
}

/** File names in a folder, sorted; an absent folder has none. */
export function listFiles(dir: string, pattern: RegExp): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => pattern.test(name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function listDirs(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
