import { describe, expect, it } from 'vitest';
import { quizBody } from '../schemas/videos.ts';
import { emptyQuizDraft, isMarkedCorrect, setOptionText, toggleCorrect } from './video-quiz.ts';

function filled() {
  let draft = { ...emptyQuizDraft(), question: 'Was stimmt?' };
  ['Eins', 'Zwei', 'Drei', 'Vier'].forEach((text, i) => {
    draft = setOptionText(draft, i, text);
  });
  return draft;
}

describe('the video quiz authoring rules (SPEC §5)', () => {
  it('starts with four empty options', () => {
    expect(emptyQuizDraft()).toEqual({ question: '', options: ['', '', '', ''], correct: [] });
  });

  it('marks an option correct only when it has text, and unmarks on a second toggle', () => {
    const blank = toggleCorrect(emptyQuizDraft(), 0);
    expect(blank.correct).toEqual([]);
    const spaces = toggleCorrect(setOptionText(emptyQuizDraft(), 0, '   '), 0);
    expect(spaces.correct).toEqual([]);
    const marked = toggleCorrect(filled(), 1);
    expect(marked.correct).toEqual(['Zwei']);
    expect(isMarkedCorrect(marked, 1)).toBe(true);
    expect(toggleCorrect(marked, 1).correct).toEqual([]);
  });

  it('drops correct marks whose text no longer matches an option', () => {
    const marked = toggleCorrect(toggleCorrect(filled(), 0), 2);
    expect(marked.correct).toEqual(['Eins', 'Drei']);
    const edited = setOptionText(marked, 0, 'Eins!');
    expect(edited.correct).toEqual(['Drei']);
    expect(isMarkedCorrect(edited, 0)).toBe(false);
  });

  // The rules of a whole question live in the API schema, which the authoring form validates with.
  const body = ({ question, options, correct }: ReturnType<typeof filled>) =>
    quizBody.safeParse({ question, options, correctAnswers: correct });

  it('needs the question, all four options and at least one correct answer', () => {
    expect(body(filled()).success).toBe(false); // nothing marked
    const ok = toggleCorrect(filled(), 3);
    expect(body(ok).success).toBe(true);
    expect(body({ ...ok, question: '  ' }).success).toBe(false);
    expect(body(setOptionText(ok, 1, ' ')).success).toBe(false);
  });

  it('refuses two options with the same text', () => {
    const twins = toggleCorrect(setOptionText(filled(), 1, 'Eins '), 0);
    expect(body(twins).error?.issues[0]?.message).toBe('duplicate_options');
  });

  it('sends trimmed texts', () => {
    const draft = toggleCorrect(setOptionText({ ...filled(), question: ' Frage? ' }, 0, ' Eins '), 0);
    expect(body(draft).data).toEqual({
      question: 'Frage?',
      options: ['Eins', 'Zwei', 'Drei', 'Vier'],
      correctAnswers: ['Eins'],
      explanation: '',
    });
  });
});
