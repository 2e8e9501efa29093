import { Check, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import type { AnswerResult, LearnerQuestion } from '../../../../common/schemas/exam.ts';
import { GermanMarker } from '../../../components/ui/content-lang.tsx';
import { CategoryBadge, DifficultyBadge } from './badges.tsx';

type Props = {
  question: LearnerQuestion;
  selected: string[];
  result: AnswerResult | undefined;
  onToggle: (option: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The answer was saved offline: the choice stays as it is until the result comes. */
  saved?: boolean;
};

/** One question: badges, text, lettered options (checkboxes when several are correct), then the result. */
export function QuestionView({ question, selected, result, onToggle, headingRef, saved }: Props) {
  const { t } = useTranslation('exam');
  // Saved offline: the choice is locked but not judged yet, so it shows as chosen, not as right or wrong.
  const judged = result !== undefined;
  const locked = judged || saved === true;
  const shown = result?.selected ?? selected;
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <span>
          <CategoryBadge name={question.categoryName} lang={question.categoryLang} />
          <GermanMarker lang={question.categoryLang} />
        </span>
        <DifficultyBadge difficulty={question.difficulty} />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-xl font-semibold break-words">
        <span lang={question.lang}>{question.question}</span>
        <GermanMarker lang={question.lang} />
      </h2>
      <fieldset className="mt-4">
        <legend className="text-sm text-slate-700">
          {question.multiple ? t('quiz.multipleHint') : t('quiz.singleHint')}
        </legend>
        <ul className="mt-3 space-y-2">
          {question.options.map((option, index) => {
            const chosen = shown.includes(option);
            const right = result?.correctAnswers.includes(option) ?? false;
            const tone = !judged
              ? chosen
                ? 'border-indigo-600 bg-indigo-50'
                : 'border-slate-300 bg-white hover:bg-slate-50'
              : right
                ? 'border-green-700 bg-green-50'
                : chosen
                  ? 'border-red-700 bg-red-50'
                  : 'border-slate-200 bg-white';
            return (
              <li key={option}>
                <label
                  className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 p-3 ${tone} ${locked ? 'cursor-default' : ''}`}
                >
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={`question-${question.id}`}
                    value={option}
                    checked={chosen}
                    disabled={locked}
                    onChange={() => onToggle(option)}
                    className="h-5 w-5 shrink-0 accent-indigo-700"
                  />
                  <span
                    aria-hidden="true"
                    className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-800"
                  >
                    {optionLetter(index)}
                  </span>
                  <span className="min-w-0 flex-1 break-words" lang={question.lang}>
                    {option}
                  </span>
                  {judged && right ? (
                    <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
                      <Check aria-hidden="true" className="h-5 w-5" />
                      <span className="sr-only">{t('quiz.rightOption')}</span>
                    </span>
                  ) : null}
                  {judged && chosen && !right ? (
                    <span className="inline-flex items-center text-red-800">
                      <X aria-hidden="true" className="h-5 w-5" />
                      <span className="sr-only">{t('quiz.yourChoice')}</span>
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
