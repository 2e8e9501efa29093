import { describe, expect, it } from 'vitest';
import { commitMessageProblem } from '../scripts/commit-message.ts';

describe('commit messages (CONTRIBUTING.md)', () => {
  it('accepts a short subject with a body after a blank line', () => {
    expect(commitMessageProblem('Add the crisis pause\n\nWhy and what was measured.\n')).toBeNull();
    expect(commitMessageProblem('Merge branch engine\n')).toBeNull();
  });

  it('refuses a subject over 72 characters', () => {
    expect(commitMessageProblem(`${'x'.repeat(73)}\n\nbody`)).toMatch(/73 characters/);
    expect(commitMessageProblem(`${'ä'.repeat(72)}\n`)).toBeNull();
  });

  it('refuses a body glued to the subject and an empty subject', () => {
    expect(commitMessageProblem('Subject\nbody right below')).toMatch(/blank line/);
    expect(commitMessageProblem('\n\nbody')).toMatch(/empty/);
  });

  it('ignores comment lines git adds', () => {
    expect(commitMessageProblem('# Please enter the commit message\nFix the splitter\n')).toBeNull();
  });
});
