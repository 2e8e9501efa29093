import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from './loader.ts';

/** Every text file of the courses, videos and news of the content pack. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : /\.(md|yaml)$/.test(name) ? [file] : [];
  });
}
const texts = [
  ...files(path.join(defaultContentDir, 'courses')),
  ...files(path.join(defaultContentDir, 'news')),
  ...files(path.join(defaultContentDir, 'video-scripts')),
  path.join(defaultContentDir, 'videos.yaml'),
].map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('wording of courses, videos and news', () => {
  it('publishes no prices (MPU fees are not fixed since 2018)', () => {
    for (const { file, text } of texts) expect(text, file).not.toMatch(/\d[\d.,]*\s*(€|Euro\b|EUR\b)/);
  });

  it('promises no result', () => {
    const promises =
      /Erfolgsgarantie|Bestehensgarantie|garantiert (bestehen|bestanden|positiv)|100\s*(%|Prozent) (Erfolg|Bestehen|sicher)|sicher bestehen|Geld-zurück/i;
    for (const { file, text } of texts) expect(text, file).not.toMatch(promises);
  });

  it('leaves no unverified markers or notes to self', () => {
    for (const { file, text } of texts) expect(text, file).not.toMatch(/\[\?\]|\[K\]|\[V\]|TODO|FIXME|XXX/);
  });

  it('uses Markdown without raw HTML and with headings below the page and item titles (### and deeper)', () => {
    for (const { file, text } of texts.filter((t) => t.file.endsWith('.md'))) {
      const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
      expect(body, file).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(body, file).not.toMatch(/^#{1,2}\s/m);
    }
  });
});
