import { describe, expect, it } from 'vitest';
import { loginBody, registerBody } from '../schemas/auth.ts';
import { isEmail, normalizeEmail } from './auth-rules.ts';

// The forms validate with these schemas too (decision 031): one statement of the rules.
const failing = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.path.join('.')))];

describe('registration and login rules (SPEC §5)', () => {
  it('needs e-mail and password to sign in', () => {
    expect(failing(loginBody.safeParse({ email: '', password: 'x' }))).toEqual(['email']);
    expect(failing(loginBody.safeParse({ email: 'a@b.de', password: '' }))).toEqual(['password']);
    expect(failing(loginBody.safeParse({ email: '   ', password: 'secret' }))).toEqual(['email']);
    expect(failing(loginBody.safeParse({ email: 'a@b.de', password: 'x' }))).toEqual([]);
  });
  it('checks the e-mail format', () => {
    expect(isEmail('anna@example.org')).toBe(true);
    expect(isEmail('anna@example')).toBe(false);
    expect(isEmail('anna example.org')).toBe(false);
    expect(failing(loginBody.safeParse({ email: 'kein-at', password: 'x' }))).toEqual(['email']);
  });
  it('needs a password of at least 8 characters to register', () => {
    const body = { email: 'a@b.de', reason: 'alcohol' };
    expect(failing(registerBody.safeParse({ ...body, password: '1234567' }))).toEqual(['password']);
    expect(failing(registerBody.safeParse({ ...body, password: '12345678' }))).toEqual([]);
  });
  it('needs a reason to register', () => {
    expect(failing(registerBody.safeParse({ email: 'a@b.de', password: '12345678', reason: '' }))).toEqual([
      'reason',
    ]);
  });
  it('normalises e-mail addresses', () => {
    expect(normalizeEmail('  Anna@Example.ORG ')).toBe('anna@example.org');
    expect(loginBody.parse({ email: '  Anna@Example.ORG ', password: 'x' }).email).toBe('anna@example.org');
  });
});
