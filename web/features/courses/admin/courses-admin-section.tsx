import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/load-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { type DeleteTarget, moved, useAdminCourses, useDeleteItem, useReorder } from '../admin-api.ts';
import { type BlockActions, CourseBlock, type EditTarget } from './course-block.tsx';
import { ChapterForm, CourseForm } from './item-forms.tsx';
import './i18n.ts';
import { QuizForm } from './quiz-form.tsx';

const titles = {
  course: ['form.addCourse', 'form.editCourse'],
  chapter: ['form.addChapter', 'form.editChapter'],
  quiz: ['form.addQuiz', 'form.editQuiz'],
} as const;

/** Admin screen, courses tab: courses, chapters and chapter quiz questions. */
export default function CoursesAdminSection() {
  const { t } = useTranslation('courses-admin');
  const courses = useAdminCourses();
  const reorder = useReorder();
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const actions: BlockActions = {
    edit: setEditing,
    remove: setDeleting,
    move: (target, ids, index, step) => reorder.mutate({ target, ids: moved(ids, index, step) }),
    busy: reorder.isPending,
  };
  const close = () => setEditing(null);
  const isNew = editing
    ? editing.kind === 'course'
      ? !editing.course
      : editing.kind === 'chapter'
        ? !editing.chapter
        : !editing.quiz
    : true;

  return (
    <section aria-labelledby="kurse-verwalten">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="kurse-verwalten" className="text-xl font-semibold">
            {t('title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'course', course: null })}>{t('addCourse')}</Button>
      </div>
      {reorder.isError ? (
        <div className="mt-4">
          <Alert tone="error">{t('orderError')}</Alert>
        </div>
      ) : null}
      <ListState query={courses} loadError={t('loadError')} empty={t('empty')} compact>
        {(items) => (
          <ol className="mt-4 space-y-3">
            {items.map((course, index) => (
              <CourseBlock
                key={course.id}
                course={course}
                index={index}
                ids={items.map((c) => c.id)}
                actions={actions}
              />
            ))}
          </ol>
        )}
      </ListState>

      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing ? t(titles[editing.kind][isNew ? 0 : 1]) : ''}
        size="lg"
      >
        {editing?.kind === 'course' ? <CourseForm course={editing.course} onDone={close} /> : null}
        {editing?.kind === 'chapter' ? (
          <ChapterForm courseId={editing.courseId} chapter={editing.chapter} onDone={close} />
        ) : null}
        {editing?.kind === 'quiz' ? (
          <QuizForm chapterId={editing.chapterId} quiz={editing.quiz} onDone={close} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t(`confirm.${deleting.kind}Title`) : ''}
        message={deleting ? t(`confirm.${deleting.kind}`, { name: deleting.name }) : ''}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        busy={remove.isPending}
        error={remove.error ? t(errorKey(remove.error)) : undefined}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
