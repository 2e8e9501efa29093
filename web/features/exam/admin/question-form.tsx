import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DIFFICULTIES } from '../../../../common/domain/enums.ts';
import {
  DEFAULT_DIFFICULTY,
  MAX_OPTIONS,
  marksAfterOptionEdit,
  NEW_QUESTION_OPTION_COUNT,
} from '../../../../common/domain/exam.ts';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import { adminQuestionBody, type Category } from '../../../../common/schemas/exam.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useCreateQuestion } from '../api.ts';
import { examErrorText } from './error-text.ts';

/** The create body; the form also asks for a category, the question's text and one correct answer. */
const questionForm = adminQuestionBody.extend({
  categoryId: z.string().min(1),
  question: adminQuestionBody.shape.question.refine((text) => text.trim() !== ''),
  correct: adminQuestionBody.shape.correct.min(1),
});

/** New question (SPEC §5): 4 blank options, difficulty medium; a blank option cannot be correct. */
export function QuestionForm({
  categories,
  onDone,
  onCancel,
}: {
  categories: Category[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('exam');
  const create = useCreateQuestion();
  const form = useZodForm(
    questionForm,
    {
      categoryId: '',
      question: '',
      options: Array(NEW_QUESTION_OPTION_COUNT).fill(''),
      correct: [],
      explanation: '',
      difficulty: DEFAULT_DIFFICULTY,
    },
    {
      categoryId: 'exam:admin.fillRequired',
      question: 'exam:admin.fillRequired',
      correct: 'exam:admin.fillRequired',
    },
  );
  const options = form.watch('options');
  const correct = form.watch('correct');

  function editOption(index: number, text: string) {
    form.setValue(
      'options',
      options.map((o, i) => (i === index ? text : o)),
    );
    form.setValue('correct', marksAfterOptionEdit(correct, index));
  }

  function toggleCorrect(index: number) {
    const marks = correct.includes(index) ? correct.filter((m) => m !== index) : [...correct, index];
    form.setValue('correct', marks, { shouldValidate: form.formState.isSubmitted });
  }

  const submit = form.handleSubmit((body) => create.mutate(body, { onSuccess: onDone }));
  const error = create.error;
  const problem =
    form.firstError() ??
    (error instanceof ApiError && error.status < 500
      ? examErrorText(t, error)
      : error
        ? t('admin.questionError')
        : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <SelectField label={t('admin.category')} required {...form.field('categoryId')}>
        <option value="">{t('admin.chooseCategory')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('admin.question')} rows={3} required {...form.field('question')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('quiz.answers')}</legend>
        <p className="text-sm text-slate-600">{t('admin.optionsHint')}</p>
        <ul className="mt-2 space-y-2">
          {options.map((option, index) => {
            const letter = optionLetter(index);
            const blank = option.trim() === '';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (A, B, C …)
              <li key={index} className="flex items-center gap-2">
                <span aria-hidden="true" className="w-5 shrink-0 text-center font-semibold text-slate-700">
                  {letter}
                </span>
                <input
                  aria-label={t('admin.option', { letter })}
                  value={option}
                  onChange={(e) => editOption(index, e.target.value)}
                  maxLength={500}
                  className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-3"
                />
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={correct.includes(index)}
                    disabled={blank}
                    aria-label={t('admin.optionCorrect', { letter })}
                    onChange={() => toggleCorrect(index)}
                    className="h-5 w-5 accent-green-700"
                  />
                  <span aria-hidden="true">{t('admin.correctMark')}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {options.length < MAX_OPTIONS ? (
          <Button variant="ghost" className="mt-2" onClick={() => form.setValue('options', [...options, ''])}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('admin.addOption')}
          </Button>
        ) : null}
      </fieldset>
      <TextAreaField label={t('admin.explanationField')} rows={3} {...form.field('explanation')} />
      <SelectField label={t('admin.difficulty')} {...form.field('difficulty')}>
        {DIFFICULTIES.map((d) => (
          <option key={d} value={d}>
            {t(`quiz.difficulty.${d}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {t('admin.save')}
        </Button>
      </div>
    </form>
  );
}
