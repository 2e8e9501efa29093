import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChapterDetail } from '../../../../common/schemas/courses.ts';
import Markdown, { type TermMarking } from '../../../components/markdown.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { useChapterDone } from '../api.ts';
import { ChapterQuiz } from './chapter-quiz.tsx';

type Props = { courseId: string; chapter: ChapterDetail; number: number; marking?: TermMarking };

/** One chapter: title, Markdown content with marked glossary terms, quiz, mark as done. */
export function ChapterSection({ courseId, chapter, number, marking }: Props) {
  const { t } = useTranslation('courses');
  const done = useChapterDone(courseId, chapter.id);
  const titleId = `kapitel-${chapter.id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <p className="text-sm font-medium text-slate-600">{t('detail.chapterNumber', { number })}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={titleId} className="scroll-mt-4 text-xl font-bold" lang={chapter.lang}>
          {chapter.title}
        </h2>
        <GermanMarker lang={chapter.lang} />
        {chapter.completed ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-medium text-green-900">
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {t('detail.done')}
          </span>
        ) : null}
      </div>
      <div className="mt-2" lang={chapter.lang}>
        <Markdown marking={marking}>{chapter.content}</Markdown>
      </div>
      <ChapterQuiz courseId={courseId} chapterId={chapter.id} quizzes={chapter.quizzes} />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {chapter.completed ? (
          <>
            <p className="inline-flex items-center gap-2 font-medium text-green-900">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
              {t('detail.markedDone')}
            </p>
            <Button variant="ghost" busy={done.isPending} onClick={() => done.mutate(false)}>
              {t('detail.undoDone')}
            </Button>
          </>
        ) : (
          <Button busy={done.isPending} onClick={() => done.mutate(true)}>
            {t('detail.markDone')}
          </Button>
        )}
      </div>
      {done.isError ? (
        <div className="mt-3">
          <Alert tone="error">{t('detail.doneError')}</Alert>
        </div>
      ) : null}
    </section>
  );
}
