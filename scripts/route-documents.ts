import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };

/**
 * Writes a copy of index.html per group of routes with `modulepreload` links for the chunks those
 * routes need (the server picks the copy, server/plugins/web.ts): a first visit to /dashboard then
 * downloads the shell and the overview together with the entry instead of after it, and /login
 * loads none of them.
 */
export function routeDocuments(documents: Record<string, string[]>): Plugin {
  return {
    name: 'route-documents',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const chunks = Object.values(bundle).filter((b): b is typeof b & Chunk => b.type === 'chunk');
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const inEntry = new Set([...html.matchAll(/\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      for (const [name, modules] of Object.entries(documents)) {
        const wanted: string[] = [];
        const visit = (file: string) => {
          if (inEntry.has(file) || wanted.includes(file)) return;
          wanted.push(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`route-documents: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        const links = wanted.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        writeFileSync(path.join(outDir, name), html.replace('</head>', `${links}</head>`));
      }
    },
  };
}
