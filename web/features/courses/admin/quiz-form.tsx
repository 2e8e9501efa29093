import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import { type AdminQuiz, chapterQuizBody } from '../../../../common/schemas/courses.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useSaveQuiz } from '../admin-api.ts';
import { FormFrame } from './item-forms.tsx';

const MAX_OPTIONS = 8;

/** The options as typed and the index marked correct, sent as the API's body (its rules decide). */
const quizForm = z
  .object({
    question: z.string(),
    options: z.array(z.string()),
    correct: z.number().nullable(),
    explanation: z.string().optional(),
  })
  .transform(({ correct, ...rest }) => ({
    ...rest,
    correctAnswer: correct === null ? '' : (rest.options[correct] ?? ''),
  }))
  .pipe(chapterQuizBody);

/** A chapter quiz question: options (blank ones dropped), exactly one marked correct. */
export function QuizForm({
  chapterId,
  quiz,
  onDone,
}: {
  chapterId: string;
  quiz: AdminQuiz | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('courses-admin');
  const save = useSaveQuiz();
  const name = useId();
  const form = useZodForm(
    quizForm,
    {
      question: quiz?.question ?? '',
      options: quiz?.options ?? ['', '', '', ''],
      correct: quiz ? quiz.options.indexOf(quiz.correctAnswer) : null,
      explanation: quiz?.explanation ?? '',
    },
    {
      question: 'courses-admin:form.requiredQuiz',
      options: 'courses-admin:form.requiredQuiz',
      correctAnswer: 'courses-admin:form.requiredQuiz',
    },
  );
  const options = form.watch('options');
  const correct = form.watch('correct');

  function setOption(index: number, value: string) {
    form.setValue(
      'options',
      options.map((o, i) => (i === index ? value : o)),
    );
    // A blank option cannot stay marked correct.
    if (correct === index && !value.trim()) form.setValue('correct', null);
  }

  const submit = form.handleSubmit((body) =>
    save.mutate({ chapterId, id: quiz?.id, body }, { onSuccess: onDone }),
  );

  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onDone}
      busy={save.isPending}
      errors={[form.firstError() ?? null, save.error ? t(errorKey(save.error)) : null]}
    >
      <TextAreaField label={t('form.question')} rows={2} {...form.field('question')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('form.options')}</legend>
        <p className="text-sm text-slate-600">{t('form.correctHint')}</p>
        <ul className="mt-2 space-y-2">
          {options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: option fields are positional (A, B, C …).
            <li key={index} className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                className="h-5 w-5 shrink-0"
                checked={correct === index}
                disabled={!option.trim()}
                aria-label={t('form.correctOption', { letter: optionLetter(index) })}
                onChange={() => form.setValue('correct', index)}
              />
              <input
                value={option}
                aria-label={t('form.option', { letter: optionLetter(index) })}
                onChange={(e) => setOption(index, e.target.value)}
                className="block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
              />
            </li>
          ))}
        </ul>
        {options.length < MAX_OPTIONS ? (
          <Button variant="ghost" className="mt-2" onClick={() => form.setValue('options', [...options, ''])}>
            {t('form.addOption')}
          </Button>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('form.explanation')}
        hint={t('form.explanationHint')}
        rows={3}
        {...form.field('explanation')}
      />
    </FormFrame>
  );
}
