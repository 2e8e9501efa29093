import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { createGlossaryMatcher } from '../../../../common/domain/glossary-marking.ts';
import { paths } from '../../../../common/paths.ts';
import type { CourseDetail } from '../../../../common/schemas/courses.ts';
import { LoadError } from '../../../components/load-state.tsx';
import type { TermMarking } from '../../../components/markdown.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import { useCourse } from '../api.ts';
import { ChapterSection } from '../components/chapter-section.tsx';
import { CourseProgress } from '../components/course-progress.tsx';
import { GlossaryTerm } from '../components/glossary-term.tsx';
import '../i18n.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';

const backLink = 'inline-flex min-h-11 items-center font-medium text-indigo-800 underline';

function useMarking(
  course: CourseDetail | undefined,
  hint: (term: string) => string,
): TermMarking | undefined {
  return useMemo(() => {
    if (!course?.glossary.length) return undefined;
    const entries = new Map(course.glossary.map((entry) => [entry.id, entry]));
    // The term as shown (e.g. 'perhiz (Abstinenz)', with Turkish or English endings) and the German one.
    const matcher = createGlossaryMatcher(
      course.glossary.flatMap((entry) => [
        { id: entry.id, term: entry.term, lang: entry.lang },
        ...(entry.lang === 'de' ? [] : [{ id: entry.id, term: entry.germanTerm, lang: 'de' as const }]),
      ]),
    );
    return {
      split: (text, seen) => matcher.split(text, seen),
      render: (termId, text) => {
        const entry = entries.get(termId);
        return entry ? <GlossaryTerm text={text} entry={entry} hint={hint(entry.term)} /> : text;
      },
    };
  }, [course, hint]);
}

/** /dashboard/courses/{courseId}: chapters with content, chapter quizzes and progress (SPEC §2). */
export default function CourseDetailPage() {
  const { t } = useTranslation('courses');
  const { courseId = '' } = useParams<{ courseId: string }>();
  const course = useCourse(courseId);
  const hint = useMemo(() => (term: string) => t('glossary.hint', { term }), [t]);
  const marking = useMarking(course.data, hint);
  // A link to one chapter (#kapitel-…, e.g. from the assistant's sources) lands on it once loaded.
  const loaded = Boolean(course.data);
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    // After the sections have rendered (the glossary marking re-renders them once).
    const frame = requestAnimationFrame(() =>
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [loaded]);

  if (course.isPending) {
    return (
      <div className="flex justify-center p-8 text-indigo-700">
        <Spinner size="lg" label={t('common:loading')} />
      </div>
    );
  }
  if (course.isError) {
    const missing = course.error instanceof ApiError && course.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl p-4 sm:p-8">
        <h1 className="text-2xl font-bold">{missing ? t('detail.notFound') : t('detail.loadError')}</h1>
        {missing ? (
          <p className="mt-2 text-slate-700">{t('detail.notFoundText')}</p>
        ) : (
          <LoadError className="mt-4" message={t(errorKey(course.error))} onRetry={() => course.refetch()} />
        )}
        <Link href={paths.courses} className={`mt-4 ${backLink}`}>
          {t('detail.notFoundBack')}
        </Link>
      </div>
    );
  }

  const { data } = course;
  const done = data.chapters.filter((c) => c.completed).length;
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-8">
      <Link href={paths.knowledge} className={backLink}>
        {t('detail.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        <span lang={data.lang}>{data.title}</span>
        <GermanMarker lang={data.lang} />
      </h1>
      {data.description ? (
        <p className="mt-2 text-lg text-slate-700" lang={data.lang}>
          {data.description}
        </p>
      ) : null}
      {data.chapters.length > 0 ? (
        <>
          <div className="mt-4">
            <CourseProgress title={data.title} done={done} total={data.chapters.length} />
          </div>
          <nav aria-labelledby="kurs-inhalt" className="mt-6 rounded-xl bg-slate-50 p-4">
            <h2 id="kurs-inhalt" className="font-semibold">
              {t('detail.contents')}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-6">
              {data.chapters.map((chapter) => (
                <li key={chapter.id}>
                  <a
                    href={`#kapitel-${chapter.id}`}
                    className="inline-flex min-h-11 items-center text-indigo-800 underline"
                    lang={chapter.lang}
                  >
                    {chapter.title}
                  </a>
                  {chapter.completed ? (
                    <span className="ml-2 text-sm text-green-800">({t('detail.done')})</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-6 space-y-6">
            {data.chapters.map((chapter, index) => (
              <ChapterSection
                key={chapter.id}
                courseId={data.id}
                chapter={chapter}
                number={index + 1}
                marking={marking}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="mt-6 text-slate-700">{t('detail.noChapters')}</p>
      )}
    </div>
  );
}
