import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminChapter, AdminCourse, AdminQuiz } from '../../../../common/schemas/courses.ts';
import { TranslateControl } from '../../../components/translations/translate-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { DeleteTarget, OrderTarget } from '../admin-api.ts';
import { OrderButtons } from './order-buttons.tsx';

export type EditTarget =
  | { kind: 'course'; course: AdminCourse | null }
  | { kind: 'chapter'; courseId: string; chapter: AdminChapter | null }
  | { kind: 'quiz'; chapterId: string; quiz: AdminQuiz | null };

export type BlockActions = {
  edit: (target: EditTarget) => void;
  remove: (target: DeleteTarget) => void;
  move: (target: OrderTarget, ids: string[], index: number, step: -1 | 1) => void;
  busy: boolean;
};

function Actions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('courses-admin');
  return (
    <span className="inline-flex gap-1">
      <Button variant="secondary" onClick={onEdit} aria-label={t('editNamed', { name })}>
        {t('edit')}
      </Button>
      <Button variant="ghost" onClick={onDelete} aria-label={t('deleteNamed', { name })}>
        {t('delete')}
      </Button>
    </span>
  );
}

/** A course: order, edit, delete; opened, its chapters with their questions. */
export function CourseBlock({
  course,
  index,
  ids,
  actions,
}: {
  course: AdminCourse;
  index: number;
  ids: string[];
  actions: BlockActions;
}) {
  const { t } = useTranslation('courses-admin');
  const [open, setOpen] = useState(false);
  const chapterIds = course.chapters.map((c) => c.id);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-label={t('showChapters', { name: course.title })}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-slate-100"
        >
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{course.title}</h3>
          <p className="text-sm text-slate-600">{t('chapters', { count: course.chapters.length })}</p>
        </div>
        <OrderButtons
          name={course.title}
          index={index}
          count={ids.length}
          disabled={actions.busy}
          onMove={(step) => actions.move({ kind: 'courses' }, ids, index, step)}
        />
        <TranslateControl kind="course" id={course.id} name={course.title} />
        <Actions
          name={course.title}
          onEdit={() => actions.edit({ kind: 'course', course })}
          onDelete={() => actions.remove({ kind: 'course', id: course.id, name: course.title })}
        />
      </div>
      {open ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          {course.chapters.length === 0 ? <p className="text-slate-700">{t('noChapters')}</p> : null}
          <ol className="space-y-3">
            {course.chapters.map((chapter, chapterIndex) => (
              <li key={chapter.id} className="rounded-lg bg-slate-50 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <div className="min-w-0 flex-1">
                    <h4 className="font-medium">{chapter.title}</h4>
                    <p className="text-sm text-slate-600">
                      {t('quizzes', { count: chapter.quizzes.length })}
                    </p>
                  </div>
                  <OrderButtons
                    name={chapter.title}
                    index={chapterIndex}
                    count={chapterIds.length}
                    disabled={actions.busy}
                    onMove={(step) =>
                      actions.move({ kind: 'chapters', courseId: course.id }, chapterIds, chapterIndex, step)
                    }
                  />
                  <TranslateControl kind="chapter" id={chapter.id} name={chapter.title} />
                  <Actions
                    name={chapter.title}
                    onEdit={() => actions.edit({ kind: 'chapter', courseId: course.id, chapter })}
                    onDelete={() => actions.remove({ kind: 'chapter', id: chapter.id, name: chapter.title })}
                  />
                </div>
                <QuizList chapter={chapter} actions={actions} />
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => actions.edit({ kind: 'chapter', courseId: course.id, chapter: null })}
          >
            {t('addChapter')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function QuizList({ chapter, actions }: { chapter: AdminChapter; actions: BlockActions }) {
  const { t } = useTranslation('courses-admin');
  const ids = chapter.quizzes.map((q) => q.id);
  return (
    <div className="mt-2 pl-2 sm:pl-4">
      {chapter.quizzes.length === 0 ? <p className="text-sm text-slate-700">{t('noQuizzes')}</p> : null}
      <ol className="space-y-2">
        {chapter.quizzes.map((quiz, index) => (
          <li key={quiz.id} className="flex flex-wrap items-start gap-2 rounded-lg bg-white p-2">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{quiz.question}</p>
              <ul className="mt-1 space-y-0.5">
                {quiz.options.map((option) => (
                  <li
                    key={option}
                    className={
                      option === quiz.correctAnswer ? 'font-semibold text-green-800' : 'text-slate-700'
                    }
                  >
                    {option}
                    {option === quiz.correctAnswer ? ` (${t('correct')})` : ''}
                  </li>
                ))}
              </ul>
            </div>
            <OrderButtons
              name={quiz.question}
              index={index}
              count={ids.length}
              disabled={actions.busy}
              onMove={(step) => actions.move({ kind: 'quizzes', chapterId: chapter.id }, ids, index, step)}
            />
            <TranslateControl kind="chapterQuiz" id={quiz.id} name={quiz.question} />
            <Actions
              name={quiz.question}
              onEdit={() => actions.edit({ kind: 'quiz', chapterId: chapter.id, quiz })}
              onDelete={() => actions.remove({ kind: 'quiz', id: quiz.id, name: quiz.question })}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="ghost"
        className="mt-1"
        onClick={() => actions.edit({ kind: 'quiz', chapterId: chapter.id, quiz: null })}
      >
        {t('addQuiz')}
      </Button>
    </div>
  );
}
