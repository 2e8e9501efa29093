import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
};

/** A feature's texts in Turkish or English: a chunk of its own since decision 075. */
const OTHER_LANGUAGE_TEXTS = /common\/i18n\/(tr|en)\/[\w-]+\.json$/;

/**
 * Writes a copy of index.html per group of routes with `modulepreload` links for the chunks those
 * routes need (the server picks the copy, server/plugins/web.ts): a first visit to /dashboard then
 * downloads the shell and the overview together with the entry instead of after it, and /login
 * loads none of them. Also writes language-chunks.json (see below).
 */
export function routeDocuments(documents: Record<string, string[]>, languageTexts: RegExp): Plugin {
  return {
    name: 'route-documents',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const chunks = Object.values(bundle).filter((b): b is typeof b & Chunk => b.type === 'chunk');
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const inEntry = new Set([...html.matchAll(/\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const languageOf = (file: string) =>
        byFile
          .get(file)
          ?.moduleIds.map((id) => OTHER_LANGUAGE_TEXTS.exec(id)?.[1])
          .find(Boolean);
      const documentTexts: Record<string, Record<string, string[]>> = {};
      for (const [name, modules] of Object.entries(documents)) {
        const wanted: string[] = [];
        const visit = (file: string) => {
          if (inEntry.has(file) || wanted.includes(file)) return;
          wanted.push(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const module of modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`route-documents: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        const links = wanted
          .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
          .join('');
        writeFileSync(path.join(outDir, name), html.replace('</head>', `${links}</head>`));
        // The other languages' texts these chunks wait for before they render (their modules await
        // addTranslations): the server preloads them with the document in the reader's language.
        const texts: Record<string, string[]> = {};
        for (const file of wanted)
          for (const imported of byFile.get(file)?.dynamicImports ?? []) {
            const language = languageOf(imported);
            if (language && !texts[language]?.includes(imported))
              texts[language] = [...(texts[language] ?? []), imported];
          }
        documentTexts[name] = texts;
      }
      // The chunks of each other language's start-up texts (languageTexts captures the language):
      // the server names them in a preload header when it expects that language (server/plugins/web.ts).
      const languages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const language = chunk.moduleIds.map((id) => languageTexts.exec(id)?.[1]).find(Boolean);
        if (language) languages[language] = [...(languages[language] ?? []), chunk.fileName];
      }
      writeFileSync(
        path.join(outDir, 'language-chunks.json'),
        JSON.stringify({ ...languages, documents: documentTexts }),
      );
    },
  };
}

type Group = {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
};

/**
 * One chunk for everything the given lazily loaded modules import statically, beyond the entry (a
 * group of `build.rolldownOptions.output.codeSplitting`): a first visit to /dashboard then loads a few
 * files instead of two dozen small shared chunks (a browser opens 6 HTTP/1.1 connections per origin,
 * so each further wave of requests costs a round trip). Screens loaded from inside these modules
 * import what they share with them from this chunk, which they always come after; modules that
 * lazily loaded code elsewhere (the sign-in pages) also uses stay out, so those pages never load it.
 */
export function routeChunk(name: string, modules: string[]): { plugin: Plugin; group: Group } {
  const members = new Set<string>();
  return {
    plugin: {
      name: `route-chunk-${name}`,
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const closure = (roots: string[], lazy: boolean) => {
          const seen = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id)) return;
            seen.add(id);
            const info = this.getModuleInfo(id);
            for (const next of [
              ...(info?.importedIds ?? []),
              ...(lazy ? (info?.dynamicallyImportedIds ?? []) : []),
            ])
              visit(next);
          };
          for (const root of roots) visit(root);
          return seen;
        };
        const roots = ids.filter((id) => modules.some((m) => id.endsWith(m)));
        const family = closure(roots, true);
        const elsewhere = ids
          .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          .filter((id) => !family.has(id));
        const shared = closure(elsewhere, false);
        for (const id of closure(roots, false)) if (!shared.has(id)) members.add(id);
      },
    },
    // The shared modules are a closure of static imports, so none of them imports a member: leaving
    // them out (not pulling dependencies in) makes no import cycle between the chunks.
    group: { name, test: (id) => members.has(id), priority: 1, includeDependenciesRecursively: false },
  };
}
