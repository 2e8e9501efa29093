import { type ReactNode, useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Language } from '../../../../common/i18n/languages.ts';
import type { AnswerResult } from '../../../../common/schemas/exam.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { contentIn } from '../../../components/ui/content-lang.tsx';

type Props = {
  /** 'Antwort prüfen' without a choice. */
  needSelection: boolean;
  /** The answer could not be saved. */
  failed: boolean;
  result: Pick<AnswerResult, 'correct' | 'correctAnswers' | 'explanation'> | undefined;
  /** More about the result (the next review date). */
  children?: ReactNode;
  /** The language of the question's answers and explanation (decision 028). */
  lang?: Language;
};

/**
 * What an answered exam question says: right or wrong, the right answer and the explanation. The
 * result takes focus when it appears, however long the server took, so 'Nächste Frage' is the next
 * Tab stop (issue 14); until then the pressed button keeps focus (busy, not disabled).
 */
export function AnswerFeedback({ needSelection, failed, result, children, lang }: Props) {
  const { t } = useTranslation('exam');
  return (
    <div className="mt-4 space-y-3">
      {needSelection ? <Alert tone="error">{t('quiz.selectFirst')}</Alert> : null}
      {failed ? <Alert tone="error">{t('quiz.answerError')}</Alert> : null}
      {result ? (
        <Result result={result} lang={lang}>
          {children}
        </Result>
      ) : null}
    </div>
  );
}

function Result({
  result,
  children,
  lang,
}: {
  result: NonNullable<Props['result']>;
  children?: ReactNode;
  lang?: Language;
}) {
  const { t } = useTranslation('exam');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="rounded-lg" data-testid="quiz-result">
      <Alert tone={result.correct ? 'success' : 'error'}>
        <p className="font-semibold">{result.correct ? t('quiz.correct') : t('quiz.incorrect')}</p>
        {result.correct ? null : (
          <p className="mt-1">
            <Trans
              t={t}
              i18nKey="quiz.correctAnswerIs"
              values={{ answers: result.correctAnswers.join(' · ') }}
              components={contentIn(lang)}
            />
          </p>
        )}
        {result.explanation ? (
          <p className="mt-2">
            <span className="font-medium">{t('quiz.explanation')}: </span>
            <span lang={lang}>{result.explanation}</span>
          </p>
        ) : null}
        {children}
      </Alert>
    </div>
  );
}
