import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import {
  emptyQuizDraft,
  isMarkedCorrect,
  setOptionText,
  toggleCorrect,
  type VideoQuizDraft,
} from '../../../../common/domain/video-quiz.ts';
import { VIDEO_QUIZ_OPTION_COUNT } from '../../../../common/domain/videos.ts';
import { quizBody } from '../../../../common/schemas/videos.ts';
import { TranslateControl } from '../../../components/translations/translate-control.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { useAdminQuizzes, useCreateQuiz, useDeleteQuiz } from '../admin-api.ts';

const emptyQuiz = () => {
  const { question, options } = emptyQuizDraft();
  return { question, options, correctAnswers: [] as string[], explanation: '' };
};

type Notice = { tone: 'success' | 'error'; key: string } | null;

/**
 * Admin: the video's questions with their answer keys and translations (side by side, like the other
 * editors), a new question (A–D), delete with confirmation.
 */
export function QuizAuthoring({ videoId }: { videoId: string }) {
  const { t } = useTranslation('videos');
  const quizzes = useAdminQuizzes(videoId);
  const create = useCreateQuiz(videoId);
  const remove = useDeleteQuiz();
  const form = useZodForm(quizBody, emptyQuiz(), {
    question: 'videos:admin.incomplete',
    options: 'videos:admin.incomplete',
    'options.custom': 'videos:admin.duplicateOptions',
    correctAnswers: 'videos:admin.incomplete',
  });
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const draft = { question: '', options: form.watch('options'), correct: form.watch('correctAnswers') };
  const setDraft = (next: VideoQuizDraft) => {
    form.setValue('options', next.options);
    form.setValue('correctAnswers', next.correct);
  };

  const submit = form.handleSubmit((body) => {
    setNotice(null);
    create.mutate(body, {
      onSuccess: () => {
        form.reset(emptyQuiz());
        setNotice({ tone: 'success', key: 'admin.questionCreated' });
      },
      onError: () => setNotice({ tone: 'error', key: 'admin.questionCreateError' }),
    });
  });
  const problem = form.firstError();

  function confirmDelete() {
    if (!confirming) return;
    remove.mutate(confirming, {
      onSettled: () => setConfirming(null),
      onError: () => setNotice({ tone: 'error', key: 'admin.questionDeleteError' }),
    });
  }

  return (
    <section aria-labelledby={`authoring-${videoId}`}>
      <h3 id={`authoring-${videoId}`} className="text-lg font-semibold">
        {t('admin.authoringTitle')}
      </h3>
      {quizzes.isPending ? <Spinner /> : null}
      {quizzes.data?.length === 0 ? <p className="text-slate-700">{t('admin.noQuestions')}</p> : null}
      <ol className="mt-2 space-y-2">
        {quizzes.data?.map((quiz) => (
          <li key={quiz.id} className="flex items-start gap-2 rounded-lg border border-slate-200 p-3">
            <div className="flex-1">
              <p className="font-medium">{quiz.question}</p>
              <ul className="mt-1 text-sm">
                {quiz.options.map((option, index) => (
                  <li
                    key={option}
                    className={quiz.correctAnswers.includes(option) ? 'font-semibold text-green-800' : ''}
                  >
                    {optionLetter(index)}) {option}
                    {quiz.correctAnswers.includes(option) ? ` (${t('admin.correctMark')})` : ''}
                  </li>
                ))}
              </ul>
              {quiz.explanation ? <p className="mt-1 text-sm text-slate-700">{quiz.explanation}</p> : null}
            </div>
            <TranslateControl kind="videoQuiz" id={quiz.id} name={quiz.question} />
            <Button
              variant="ghost"
              aria-label={t('admin.deleteQuestion')}
              onClick={() => setConfirming(quiz.id)}
            >
              <Trash2 aria-hidden="true" className="h-5 w-5 text-red-700" />
            </Button>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4">
        <h4 className="font-semibold">{t('admin.newQuestion')}</h4>
        <TextField label={t('admin.questionLabel')} {...form.field('question')} />
        {Array.from({ length: VIDEO_QUIZ_OPTION_COUNT }, (_, index) => `${optionLetter(index)})`).map(
          (label, index) => (
            <div key={label} className="flex flex-wrap items-end gap-3">
              <div className="min-w-48 flex-1">
                <TextField
                  label={t('admin.optionLabel', { label })}
                  value={draft.options[index] ?? ''}
                  error={form.errorText(`options.${index}`)}
                  onChange={(e) => setDraft(setOptionText(draft, index, e.target.value))}
                />
              </div>
              <label className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-green-700"
                  checked={isMarkedCorrect(draft, index)}
                  disabled={!draft.options[index]?.trim()}
                  onChange={() => setDraft(toggleCorrect(draft, index))}
                  aria-label={t('admin.markCorrect', { label })}
                />
                <span aria-hidden="true">{t('admin.correctMark')}</span>
              </label>
            </div>
          ),
        )}
        <TextAreaField
          label={t('admin.explanationLabel')}
          hint={t('admin.explanationHint')}
          rows={3}
          {...form.field('explanation')}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {notice && !problem ? <Alert tone={notice.tone}>{t(notice.key)}</Alert> : null}
        <Button type="submit" busy={create.isPending}>
          {t('admin.addQuestion')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.confirmTitle')}
        message={t('admin.confirmDeleteQuestion')}
        confirmLabel={t('admin.delete')}
        cancelLabel={t('admin.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
