import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAnswerQuiz, useVideoQuizzes } from '../api.ts';
import { QuizQuestion } from './quiz-question.tsx';

/** The quiz under a video: each question answered once, the server decides (SPEC §4, §5). */
export function VideoQuiz({ videoId }: { videoId: string }) {
  const { t } = useTranslation('videos');
  const quizzes = useVideoQuizzes(videoId);
  const answer = useAnswerQuiz(videoId);

  if (quizzes.isPending) return <Spinner label={t('quiz.loading')} />;
  if (quizzes.isError) return <Alert tone="error">{t('quiz.loadError')}</Alert>;
  if (quizzes.data.length === 0) return null;
  const total = quizzes.data.length;
  return (
    <section aria-labelledby={`quiz-${videoId}`} className="mt-6">
      <h3 id={`quiz-${videoId}`} className="text-lg font-semibold">
        {t('quiz.title')}
      </h3>
      <p className="mb-3 text-sm text-slate-700">{t('quiz.hint')}</p>
      <div className="space-y-4">
        {quizzes.data.map((quiz, index) => (
          <QuizQuestion
            key={quiz.id}
            quiz={quiz}
            number={index + 1}
            total={total}
            pending={answer.isPending && answer.variables?.quizId === quiz.id}
            failed={answer.isError && answer.variables?.quizId === quiz.id}
            onSubmit={(selectedAnswers, attemptId, callbacks) =>
              answer.mutate({ quizId: quiz.id, selectedAnswers, attemptId }, callbacks)
            }
          />
        ))}
      </div>
    </section>
  );
}
