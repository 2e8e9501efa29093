import { VIDEO_QUIZ_OPTION_COUNT } from './videos.ts';

/** The quiz-authoring form of the video library (SPEC §5 "New video quiz question"). */
export type VideoQuizDraft = {
  question: string;
  options: string[];
  /** Correct answers as option texts (trimmed), as they are stored. */
  correct: string[];
};

export function emptyQuizDraft(): VideoQuizDraft {
  return { question: '', options: Array.from({ length: VIDEO_QUIZ_OPTION_COUNT }, () => ''), correct: [] };
}

/** Editing an option's text drops correct marks that no longer match an option (SPEC §5). */
export function setOptionText(draft: VideoQuizDraft, index: number, text: string): VideoQuizDraft {
  const options = draft.options.map((option, i) => (i === index ? text : option));
  const texts = new Set(options.map((option) => option.trim()));
  return { ...draft, options, correct: draft.correct.filter((answer) => texts.has(answer)) };
}

/** An option can be marked correct only when it has text (SPEC §5); marking again unmarks. */
export function toggleCorrect(draft: VideoQuizDraft, index: number): VideoQuizDraft {
  const text = draft.options[index]?.trim() ?? '';
  if (!text) return draft;
  const correct = draft.correct.includes(text)
    ? draft.correct.filter((answer) => answer !== text)
    : [...draft.correct, text];
  return { ...draft, correct };
}

export function isMarkedCorrect(draft: VideoQuizDraft, index: number): boolean {
  const text = draft.options[index]?.trim() ?? '';
  return text !== '' && draft.correct.includes(text);
}
