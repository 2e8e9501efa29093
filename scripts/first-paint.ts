import type { Plugin } from 'vite';

/**
 * Makes index.html paint its skeleton from the document alone (decisions 040, 041):
 * - the app's stylesheet goes into the document as a `<style>` element instead of a `<link>`: a
 *   render-blocking stylesheet made the first paint wait for a second request, during which the
 *   entry script arrived and ran first. The stylesheet (≈ 8 KB brotli) is one file, shared by every
 *   page.
 * - the entry script is fetched with `fetchpriority="low"`: module scripts never block the paint, and
 *   the hint says so to the browser and to Lighthouse's simulation, which otherwise counted the
 *   entry's download into the first paint whenever it finished first on an unthrottled localhost.
 * The route copies of index.html (scripts/route-documents.ts) are made from this document.
 */
export function firstPaint(): Plugin {
  return {
    name: 'first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const styled = html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (_tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset')
              throw new Error(`first-paint: no stylesheet ${fileName} in the bundle`);
            delete bundle[fileName];
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            return `<style>${css}</style>`;
          },
        );
        return styled.replace(
          /<script type="module"(?![^>]*fetchpriority)/g,
          '<script type="module" fetchpriority="low"',
        );
      },
    },
  };
}
