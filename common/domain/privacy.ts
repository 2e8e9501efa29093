/**
 * Privacy notice and legal pages (issue 13, decision 018). Raising PRIVACY_NOTICE_VERSION asks every
 * learner for consent again before anything else (the consent gate).
 */
// 2026-12-03: the notice names the learner's counsellor as a recipient (issue 30, decision 062).
export const PRIVACY_NOTICE_VERSION = '2026-12-03';

/** Legal pages served from legal/<page>.md (or LEGAL_DIR) and shown at /<page> without sign-in. */
export const LEGAL_PAGES = ['impressum', 'datenschutz', 'barrierefreiheit'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * Writes of health and offence data (GDPR Art. 9: the workbook, the MPU reasons, the plan's dates,
 * the practice interview's answers): every POST, PUT and PATCH under these prefixes is refused with
 * 409 `consent_required` while needsConsent() holds (server/plugins/session.ts, the one check). A new
 * route under them is covered without a line of its own.
 */
export const CONSENT_WRITE_PREFIXES = [
  '/api/case',
  '/api/me/reasons',
  '/api/plan',
  '/api/trainer',
  // Sharing the case or reports with a counsellor, and the thread with them (issue 30).
  '/api/counselling',
] as const;

export function writeNeedsConsent(method: string, url: string): boolean {
  if (method !== 'POST' && method !== 'PUT' && method !== 'PATCH') return false;
  return CONSENT_WRITE_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

/** Learners must have agreed to the current notice; administrators work under their contract. */
export function needsConsent(user: { role: string; consentVersion: string | null }): boolean {
  return user.role === 'user' && user.consentVersion !== PRIVACY_NOTICE_VERSION;
}
