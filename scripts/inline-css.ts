import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet into index.html as a `<style>` element instead of a `<link>` (decision
 * 040): a render-blocking stylesheet made the first paint of the page's skeleton wait for a second
 * request, during which the entry script arrived and ran first, so the first paint came after the
 * entry's download and evaluation. With the styles in the document, the skeleton paints as soon as
 * the HTML is parsed. The stylesheet (≈ 8 KB brotli) is one file, shared by every page; the route
 * copies of index.html (scripts/route-documents.ts) are made from this document and inline it too.
 */
export function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (_tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset')
              throw new Error(`inline-css: no stylesheet ${fileName} in the bundle`);
            delete bundle[fileName];
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
