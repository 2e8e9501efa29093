/**
 * Answer correctness for every quiz (exam questions, chapter and video quizzes, SPEC §5): correct
 * only if the selected set equals the correct set exactly. Order and repeated entries do not
 * matter; an empty selection is never correct.
 */
export function isCorrectAnswer(selected: readonly string[], correct: readonly string[]): boolean {
  const chosen = new Set(selected);
  const expected = new Set(correct);
  if (chosen.size === 0 || chosen.size !== expected.size) return false;
  for (const answer of chosen) if (!expected.has(answer)) return false;
  return true;
}

/**
 * Whether every text is one of the question's options (exact text), for every quiz: a learner's
 * selection (anything else is a forged request, 400) and the correct answers an author gives. An
 * empty list passes; whether one is needed is the schema's rule.
 */
export function allAmongOptions(texts: readonly string[], options: readonly string[]): boolean {
  return texts.every((text) => options.includes(text));
}

/** Option letters A, B, C … (SPEC §2), for every quiz and the CSV format. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** The position of an option letter (`A` or `a` → 0, optionLetter's inverse); -1 for anything else. */
export function optionIndex(letter: string): number {
  return /^[A-Za-z]$/.test(letter) ? letter.toUpperCase().charCodeAt(0) - 65 : -1;
}

/**
 * The options in a new random order (Fisher–Yates), for every presentation of a question (issue 11):
 * the position of an option teaches nothing. Answers are sent as option texts, so the order is free.
 */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}
