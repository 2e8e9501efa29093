// Checks a commit message (CONTRIBUTING.md): a subject of at most 72 characters, then a blank line
// before the body. Used by the commit-msg hook (scripts/git-hooks) and tested in test/.
import { readFileSync } from 'node:fs';

export const SUBJECT_MAX = 72;

/** What is wrong with a commit message, or null when it follows the form. */
export function commitMessageProblem(message: string): string | null {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  const subject = lines[0] ?? '';
  if (subject.trim() === '') return 'The subject line is empty.';
  if ([...subject].length > SUBJECT_MAX) {
    return `The subject has ${[...subject].length} characters; at most ${SUBJECT_MAX}.`;
  }
  if (lines.length > 1 && lines[1] !== '' && lines.slice(1).some((line) => line !== '')) {
    return 'Leave a blank line between the subject and the body.';
  }
  return null;
}

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node scripts/commit-message.ts <message-file>');
  const problem = commitMessageProblem(readFileSync(file, 'utf8'));
  if (problem) {
    console.error(`commit-msg: ${problem} (CONTRIBUTING.md)`);
    process.exit(1);
  }
}
