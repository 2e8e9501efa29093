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

/** Option letters A, B, C … (SPEC §2), for every quiz and the CSV format. */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
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
