import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '../../../../common/domain/enums.ts';
import {
  DEFAULT_DIFFICULTY,
  MAX_OPTIONS,
  marksAfterOptionEdit,
  NEW_QUESTION_OPTION_COUNT,
} from '../../../../common/domain/exam.ts';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import type { Category } from '../../../../common/schemas/exam.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateQuestion } from '../api.ts';
import { examErrorText } from './error-text.ts';

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
  const [categoryId, setCategoryId] = useState('');
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<string[]>(Array(NEW_QUESTION_OPTION_COUNT).fill(''));
  const [correct, setCorrect] = useState<number[]>([]);
  const [explanation, setExplanation] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>(DEFAULT_DIFFICULTY);
  const [error, setError] = useState('');

  function editOption(index: number, text: string) {
    setOptions((all) => all.map((o, i) => (i === index ? text : o)));
    setCorrect((marks) => marksAfterOptionEdit(marks, index));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!question.trim() || !categoryId || correct.length === 0) return setError(t('admin.fillRequired'));
    setError('');
    create.mutate(
      { categoryId, question, options, correct, explanation, difficulty },
      {
        onSuccess: onDone,
        onError: (e) =>
          setError(e instanceof ApiError && e.status < 500 ? examErrorText(t, e) : t('admin.questionError')),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <SelectField
        label={t('admin.category')}
        value={categoryId}
        onChange={(e) => setCategoryId(e.target.value)}
        required
      >
        <option value="">{t('admin.chooseCategory')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('admin.question')}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        rows={3}
        required
      />
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
                    onChange={() =>
                      setCorrect((marks) =>
                        marks.includes(index) ? marks.filter((m) => m !== index) : [...marks, index],
                      )
                    }
                    className="h-5 w-5 accent-green-700"
                  />
                  <span aria-hidden="true">{t('admin.correctMark')}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {options.length < MAX_OPTIONS ? (
          <Button variant="ghost" className="mt-2" onClick={() => setOptions((all) => [...all, ''])}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('admin.addOption')}
          </Button>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('admin.explanationField')}
        value={explanation}
        onChange={(e) => setExplanation(e.target.value)}
        rows={3}
      />
      <SelectField
        label={t('admin.difficulty')}
        value={difficulty}
        onChange={(e) => setDifficulty(e.target.value as Difficulty)}
      >
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
