import { describe, expect, it } from 'vitest';
import { loginPathFor, nextPath } from './next-path.ts';

describe('returning to the page asked for after sign-in', () => {
  it('round-trips a dashboard deep link', () => {
    const login = loginPathFor('/dashboard/courses/abc?x=1');
    expect(login).toBe('/login?next=%2Fdashboard%2Fcourses%2Fabc%3Fx%3D1');
    expect(nextPath(login.slice(login.indexOf('?')))).toBe('/dashboard/courses/abc?x=1');
  });
  it('goes to the overview for anything else', () => {
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(nextPath('')).toBe('/dashboard');
    expect(nextPath('?next=https://evil.example')).toBe('/dashboard');
    expect(nextPath('?next=/dashboard//evil.example')).toBe('/dashboard');
    expect(nextPath('?next=/dashboard\\\\evil')).toBe('/dashboard');
    expect(nextPath('?next=/login')).toBe('/dashboard');
  });
});
