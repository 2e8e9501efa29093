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
