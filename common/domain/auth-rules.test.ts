import { describe, expect, it } from 'vitest';
import { checkLogin, checkRegister, isEmail, normalizeEmail } from './auth-rules.ts';

describe('registration and login rules (SPEC §5)', () => {
  it('needs e-mail and password to sign in', () => {
    expect(checkLogin({ email: '', password: 'x' })).toBe('missingCredentials');
    expect(checkLogin({ email: 'a@b.de', password: '' })).toBe('missingCredentials');
    expect(checkLogin({ email: '   ', password: 'secret' })).toBe('missingCredentials');
    expect(checkLogin({ email: 'a@b.de', password: 'x' })).toBeNull();
  });
  it('checks the e-mail format', () => {
    expect(isEmail('anna@example.org')).toBe(true);
    expect(isEmail('anna@example')).toBe(false);
    expect(isEmail('anna example.org')).toBe(false);
    expect(checkLogin({ email: 'kein-at', password: 'x' })).toBe('invalidEmail');
  });
  it('needs a password of at least 6 characters to register', () => {
    expect(checkRegister({ email: 'a@b.de', password: '12345', reason: 'alcohol' })).toBe('passwordTooShort');
    expect(checkRegister({ email: 'a@b.de', password: '123456', reason: 'alcohol' })).toBeNull();
  });
  it('needs a reason to register', () => {
    expect(checkRegister({ email: 'a@b.de', password: '123456', reason: '' })).toBe('missingReason');
  });
  it('normalises e-mail addresses', () => {
    expect(normalizeEmail('  Anna@Example.ORG ')).toBe('anna@example.org');
  });
});
