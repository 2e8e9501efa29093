import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { ListState } from '../../../components/load-state.tsx';
import { MpuTypeList } from '../../../components/mpu-type-list.tsx';
import { useCourses } from '../api.ts';
import { CourseProgress } from '../components/course-progress.tsx';
import '../i18n.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';

/** /dashboard/knowledge ('Allgemeines Wissen zur MPU'): every course with this user's progress. */
export default function KnowledgePage() {
  const { t } = useTranslation('courses');
  const courses = useCourses();
  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-8">
      <Link
        href={paths.courses}
        className="inline-flex min-h-11 items-center font-medium text-indigo-800 underline"
      >
        {t('knowledge.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('knowledge.title')}</h1>
      <p className="mt-1 text-slate-700">{t('knowledge.intro')}</p>
      <ListState query={courses} empty={t('knowledge.empty')}>
        {(items) => (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {items.map((course) => (
              <li
                key={course.id}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
              >
                <h2 className="text-lg font-semibold">
                  <Link
                    href={paths.course(course.id)}
                    className="text-indigo-900 underline-offset-4 hover:underline"
                    lang={course.lang}
                  >
                    {course.title}
                  </Link>
                  <GermanMarker lang={course.lang} />
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  {t('knowledge.chapters', { count: course.chapterCount })}
                </p>
                <MpuTypeList types={course.mpuTypes} />
                <p className="mt-2 flex-1 text-slate-700" lang={course.lang}>
                  {course.description}
                </p>
                {course.chapterCount > 0 ? (
                  <div className="mt-4">
                    <CourseProgress
                      title={course.title}
                      done={course.completedCount}
                      total={course.chapterCount}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
