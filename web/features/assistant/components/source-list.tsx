import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import type { AnswerSource } from '../../../../common/schemas/assistant.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-indigo-800 underline underline-offset-2 hover:bg-indigo-50';

/**
 * Under an answer: the sources it comes from, each one click away. When nothing matched, the
 * places to look instead (courses and glossary).
 */
export function SourceList({ sources }: { sources: AnswerSource[] }) {
  const { t } = useTranslation('assistant');
  const title = sources.length > 0 ? t('sources.title') : t('sources.lookHere');
  const places = [
    { href: paths.courses, label: t('sources.courses') },
    { href: paths.lexicon, label: t('sources.lexicon') },
  ];
  return (
    <nav aria-label={title} className="mt-3 text-sm">
      <p className="font-semibold text-slate-800">{title}</p>
      <ul className="mt-1">
        {sources.map((source) => (
          <li key={source.href}>
            <Link href={source.href} className={linkClass}>
              <BookOpen aria-hidden="true" size={16} className="shrink-0" />
              <span>
                {/* Title and context each in their language (WCAG 3.1.2): German where untranslated. */}
                <span lang={source.lang}>{source.title}</span>
                {source.lang ? <GermanMarker lang={source.lang} /> : null}
                <span className="text-slate-600 no-underline">
                  {' ('}
                  {t(`sources.${source.kind}`)}
                  {source.context ? (
                    <>
                      {' · '}
                      <span lang={source.contextLang ?? undefined}>{source.context}</span>
                    </>
                  ) : null}
                  {')'}
                </span>
              </span>
            </Link>
          </li>
        ))}
        {sources.length === 0
          ? places.map((place) => (
              <li key={place.href}>
                <Link href={place.href} className={linkClass}>
                  <BookOpen aria-hidden="true" size={16} className="shrink-0" />
                  {place.label}
                </Link>
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
