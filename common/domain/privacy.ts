/**
 * Privacy notice and legal pages (issue 13, decision 018). Raising PRIVACY_NOTICE_VERSION asks every
 * learner for consent again before anything else (the consent gate).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

/** Legal pages served from legal/<page>.md (or LEGAL_DIR) and shown at /<page> without sign-in. */
export const LEGAL_PAGES = ['impressum', 'datenschutz', 'barrierefreiheit'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Learners must have agreed to the current notice; administrators work under their contract. */
export function needsConsent(user: { role: string; consentVersion: string | null }): boolean {
  return user.role === 'user' && user.consentVersion !== PRIVACY_NOTICE_VERSION;
}
