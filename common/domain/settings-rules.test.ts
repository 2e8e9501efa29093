import { describe, expect, it } from 'vitest';
import {
  addHobby,
  isEmailChange,
  isValidBirthDate,
  normalizeHobbies,
  passwordsMatch,
  toChildrenCount,
} from './settings-rules.ts';

describe('settings rules (SPEC §5)', () => {
  it('changes the e-mail only when it changed and is not empty', () => {
    expect(isEmailChange('a@example.org', '')).toBe(false);
    expect(isEmailChange('a@example.org', '   ')).toBe(false);
    expect(isEmailChange('a@example.org', ' A@Example.org ')).toBe(false);
    expect(isEmailChange('a@example.org', 'b@example.org')).toBe(true);
  });

  it('needs both password fields equal and non-empty', () => {
    expect(passwordsMatch('', '')).toBe(false);
    expect(passwordsMatch('geheim1', 'geheim2')).toBe(false);
    expect(passwordsMatch('geheim1', 'geheim1')).toBe(true);
  });

  it('turns an invalid children count into 0', () => {
    expect(toChildrenCount('2')).toBe(2);
    expect(toChildrenCount('0')).toBe(0);
    expect(toChildrenCount('-1')).toBe(0);
    expect(toChildrenCount('abc')).toBe(0);
    expect(toChildrenCount('')).toBe(0);
    expect(toChildrenCount('2.7')).toBe(2);
    expect(toChildrenCount(3)).toBe(3);
  });

  it('adds a hobby only when non-empty after trimming and not present yet', () => {
    expect(addHobby([], '  Lesen ')).toEqual(['Lesen']);
    expect(addHobby(['Lesen'], '   ')).toEqual(['Lesen']);
    expect(addHobby(['Lesen'], 'lesen')).toEqual(['Lesen']);
    expect(addHobby(['Lesen'], 'Laufen')).toEqual(['Lesen', 'Laufen']);
    expect(normalizeHobbies([' a', 'A', '', 'b '])).toEqual(['a', 'b']);
  });

  it('accepts only real past dates as birth date', () => {
    const today = new Date('2026-06-01T12:00:00Z');
    expect(isValidBirthDate('1980-02-29', today)).toBe(true);
    expect(isValidBirthDate('1981-02-29', today)).toBe(false);
    expect(isValidBirthDate('2026-06-01', today)).toBe(true);
    expect(isValidBirthDate('2026-06-02', today)).toBe(false);
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
    expect(isValidBirthDate('01.02.1980', today)).toBe(false);
  });
});
