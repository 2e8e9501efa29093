import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

/** Text parts as a glossary marker returns them. */
export type MarkedPart = string | { termId: string; text: string };

export type TermMarking = {
  /** Splits a text node; `seen` is shared by one document (to mark each term once). */
  split: (text: string, seen: Set<string>) => MarkedPart[];
  render: (termId: string, text: string) => ReactNode;
};

const SKIP = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TERM_TAG = 'glossary-term';

/** A rehype step that wraps glossary terms found in text nodes (never in links, code or headings). */
function markTerms(split: TermMarking['split']) {
  function visit(parent: Root | Element, seen: Set<string>) {
    const next: (RootContent | ElementContent)[] = [];
    for (const child of parent.children) {
      if (child.type === 'text') {
        for (const part of split(child.value, seen)) {
          if (typeof part === 'string') next.push({ type: 'text', value: part });
          else
            next.push({
              type: 'element',
              tagName: TERM_TAG,
              properties: { dataTermId: part.termId },
              children: [{ type: 'text', value: part.text }],
            });
        }
      } else {
        if (child.type === 'element' && !SKIP.has(child.tagName)) visit(child, seen);
        next.push(child);
      }
    }
    parent.children = next as typeof parent.children;
  }
  return () => (tree: Root) => visit(tree, new Set());
}

function shifted(offset: number): Components {
  const levels = [1, 2, 3, 4, 5, 6] as const;
  return Object.fromEntries(
    levels.map((level) => {
      const Tag = `h${Math.min(6, level + offset)}` as 'h6';
      const size = level + offset <= 3 ? 'text-lg' : 'text-base';
      return [
        `h${level}`,
        ({ children }: { children?: ReactNode }) => (
          <Tag className={`mt-4 font-semibold ${size}`}>{children}</Tag>
        ),
      ];
    }),
  );
}

const base: Components = {
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-3 border-l-4 border-indigo-300 pl-4 text-slate-700">{children}</blockquote>
  ),
  a: ({ href, children }) => {
    // An unsafe URL (javascript: and the like) comes out empty: show the text, not a dead link.
    if (!href) return <span>{children}</span>;
    const external = Boolean(href && /^https?:/i.test(href));
    return (
      <a
        href={href}
        className="font-medium text-indigo-800 underline"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  },
  code: ({ children }) => <code className="rounded bg-slate-100 px-1">{children}</code>,
  img: () => null,
};

/**
 * Markdown rendered safely: raw HTML is dropped (not rendered, not interpreted), link URLs pass
 * react-markdown's protocol check (no javascript:), images are not shown. Headings are shifted
 * below the page's own headings by `headingOffset`.
 */
export default function Markdown({
  children,
  headingOffset = 2,
  marking,
}: {
  children: string;
  headingOffset?: number;
  marking?: TermMarking;
}) {
  const components: Components = { ...base, ...shifted(headingOffset) };
  if (marking) {
    (components as Record<string, unknown>)[TERM_TAG] = ({ node }: { node?: Element }) => {
      const text = node?.children[0]?.type === 'text' ? node.children[0].value : '';
      return marking.render(String(node?.properties.dataTermId ?? ''), text);
    };
  }
  return (
    <div className="text-slate-900">
      <ReactMarkdown
        skipHtml
        components={components}
        rehypePlugins={marking ? [markTerms(marking.split)] : []}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
