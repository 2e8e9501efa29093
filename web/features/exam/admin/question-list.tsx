import { Check, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import type { AdminQuestion } from '../../../../common/schemas/exam.ts';
import { TranslateControl } from '../../../components/translations/translate-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CategoryBadge, DifficultyBadge } from '../components/badges.tsx';

/** The admin's question list: category, difficulty, options with the correct ones marked, explanation. */
export function QuestionList({
  items,
  onDelete,
}: {
  items: AdminQuestion[];
  onDelete: (q: AdminQuestion) => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <ul className="space-y-4">
      {items.map((q) => (
        <li key={q.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-wrap gap-2">
              <CategoryBadge name={q.categoryName} />
              <DifficultyBadge difficulty={q.difficulty} />
            </div>
            <TranslateControl kind="question" id={q.id} name={q.question} />
            <Button
              variant="ghost"
              className="text-red-800 hover:bg-red-50"
              aria-label={t('admin.deleteQuestionLabel', { question: q.question })}
              onClick={() => onDelete(q)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('admin.delete')}
            </Button>
          </div>
          <h3 className="mt-2 font-semibold break-words">{q.question}</h3>
          <ul className="mt-2 space-y-1">
            {q.options.map((option, index) => {
              const right = q.correctAnswers.includes(option);
              return (
                <li
                  key={option}
                  className={`flex items-start gap-2 rounded-lg px-2 py-1 ${right ? 'bg-green-50 font-medium text-green-900' : 'text-slate-800'}`}
                >
                  <span aria-hidden="true" className="w-5 shrink-0 font-semibold">
                    {optionLetter(index)}
                  </span>
                  <span className="min-w-0 flex-1 break-words">{option}</span>
                  {right ? (
                    <span className="inline-flex items-center gap-1 text-sm">
                      <Check aria-hidden="true" className="h-4 w-4" />
                      {t('admin.correctMark')}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-sm text-slate-700 break-words">
            {q.explanation ? t('admin.explanation', { text: q.explanation }) : t('admin.noExplanation')}
          </p>
        </li>
      ))}
    </ul>
  );
}
