import { describe, expect, it } from 'vitest';
import { suggestPractice } from './leistungstest.ts';

describe('when the plan suggests a Leistungstest practice run', () => {
  it('does in the six weeks before the MPU date, not earlier, not after, not without a date', () => {
    expect(suggestPractice(42)).toBe(true);
    expect(suggestPractice(1)).toBe(true);
    expect(suggestPractice(43)).toBe(false);
    expect(suggestPractice(0)).toBe(false);
    expect(suggestPractice(null)).toBe(false);
  });
});
