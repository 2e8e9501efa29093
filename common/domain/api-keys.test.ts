import { describe, expect, it } from 'vitest';
import { isCrmManaged, isExpiryAllowed, maskKey } from './api-keys.ts';
import { germanDayEndingAt as expiryDate, endOfGermanDay as expiryInstant, todayInGermany } from './dates.ts';

describe('API key rules', () => {
  it('masks with one bullet per character, at most 20', () => {
    expect(maskKey(35)).toBe('•'.repeat(20));
    expect(maskKey(20)).toBe('•'.repeat(20));
    expect(maskKey(5)).toBe('•••••');
  });
  it('allows no expiry, today or later, not earlier', () => {
    expect(isExpiryAllowed(null, '2026-11-22')).toBe(true);
    expect(isExpiryAllowed('', '2026-11-22')).toBe(true);
    expect(isExpiryAllowed('2026-11-22', '2026-11-22')).toBe(true);
    expect(isExpiryAllowed('2027-01-01', '2026-11-22')).toBe(true);
    expect(isExpiryAllowed('2026-11-21', '2026-11-22')).toBe(false);
    expect(isExpiryAllowed('22.11.2026', '2026-11-22')).toBe(false);
  });
  it('knows the German date at the turn of the day', () => {
    expect(todayInGermany(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayInGermany(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInGermany(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('key expiry', () => {
  it('ends at midnight in Germany after the last day, summer and winter', () => {
    expect(expiryInstant('2026-11-22').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(expiryInstant('2026-07-01').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(expiryDate(expiryInstant('2026-12-31'))).toBe('2026-12-31');
    expect(expiryDate(expiryInstant('2027-03-28'))).toBe('2027-03-28');
  });
});

describe('whom a CRM key manages (issue 26)', () => {
  it('is learners only: administrators and counsellors are managed in the app', () => {
    expect(isCrmManaged({ role: 'user' })).toBe(true);
    expect(isCrmManaged({ role: 'admin' })).toBe(false);
    expect(isCrmManaged({ role: 'counsellor' })).toBe(false);
  });
});
