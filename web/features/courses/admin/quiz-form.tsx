import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../common/domain/quiz.ts';
import type { AdminQuiz } from '../../../../common/schemas/courses.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { errorKey } from '../../../lib/api-client.ts';
import { useSaveQuiz } from './admin-api.ts';
import { FormFrame } from './item-forms.tsx';

const MAX_OPTIONS = 8;

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
  const [question, setQuestion] = useState(quiz?.question ?? '');
  const [options, setOptions] = useState<string[]>(quiz?.options ?? ['', '', '', '']);
  const [correct, setCorrect] = useState<number | null>(
    quiz ? quiz.options.indexOf(quiz.correctAnswer) : null,
  );
  const [explanation, setExplanation] = useState(quiz?.explanation ?? '');
  const [invalid, setInvalid] = useState(false);

  function setOption(index: number, value: string) {
    setOptions(options.map((o, i) => (i === index ? value : o)));
    // A blank option cannot stay marked correct.
    if (correct === index && !value.trim()) setCorrect(null);
  }

  function submit() {
    const filled = options.map((o) => o.trim()).filter(Boolean);
    const answer = correct === null ? '' : (options[correct]?.trim() ?? '');
    if (!question.trim() || filled.length < 2 || new Set(filled).size !== filled.length || !answer) {
      return setInvalid(true);
    }
    setInvalid(false);
    save.mutate(
      { chapterId, id: quiz?.id, body: { question, options: filled, correctAnswer: answer, explanation } },
      { onSuccess: onDone },
    );
  }

  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onDone}
      busy={save.isPending}
      errors={[invalid ? t('form.requiredQuiz') : null, save.error ? t(errorKey(save.error)) : null]}
    >
      <TextAreaField
        label={t('form.question')}
        value={question}
        rows={2}
        onChange={(e) => setQuestion(e.target.value)}
      />
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
                onChange={() => setCorrect(index)}
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
          <Button variant="ghost" className="mt-2" onClick={() => setOptions([...options, ''])}>
            {t('form.addOption')}
          </Button>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('form.explanation')}
        hint={t('form.explanationHint')}
        value={explanation}
        rows={3}
        onChange={(e) => setExplanation(e.target.value)}
      />
    </FormFrame>
  );
}
