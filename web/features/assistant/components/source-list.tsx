import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import type { AnswerSource } from '../../../../common/schemas/assistant.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-indigo-800 underline underline-offset-2 hover:bg-indigo-50';

/**
 * Under an answer: the sources it comes from, each one click away. When nothing matched, the
 * places to look instead (courses and glossary).
 */
export function SourceList({ sources }: { sources: AnswerSource[] }) {
  const { t } = useTranslation('assistant');
  const links =
    sources.length > 0
      ? sources.map((source) => ({
          href: source.href,
          label: source.title,
          lang: source.lang,
          detail: source.context
            ? `${t(`sources.${source.kind}`)} · ${source.context}`
            : t(`sources.${source.kind}`),
        }))
      : [
          { href: paths.courses, label: t('sources.courses'), lang: undefined, detail: null },
          { href: paths.lexicon, label: t('sources.lexicon'), lang: undefined, detail: null },
        ];
  return (
    <nav
      aria-label={sources.length > 0 ? t('sources.title') : t('sources.lookHere')}
      className="mt-3 text-sm"
    >
      <p className="font-semibold text-slate-800">
        {sources.length > 0 ? t('sources.title') : t('sources.lookHere')}
      </p>
      <ul className="mt-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              <BookOpen aria-hidden="true" size={16} className="shrink-0" />
              <span>
                {/* The content's language (WCAG 3.1.2): German where the item has no translation. */}
                <span lang={link.lang}>{link.label}</span>
                {link.detail ? <span className="text-slate-600 no-underline"> ({link.detail})</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
