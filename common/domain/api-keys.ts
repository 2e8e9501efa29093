/** CRM integration keys (SPEC §3, §5, §9). */
import type { Role } from './pages.ts';

export const API_KEY_PREFIX = 'pd_';
export const API_KEY_RANDOM_LENGTH = 32;
export const API_KEY_PATTERN = /^pd_[A-Za-z0-9]{32}$/;
export const MASK_MAX_BULLETS = 20;

/** The key hidden behind bullets, at most 20 of them (SPEC §9). */
export function maskKey(length: number): string {
  return '•'.repeat(Math.min(Math.max(length, 0), MASK_MAX_BULLETS));
}

/** The expiry date (YYYY-MM-DD) may be empty, but not earlier than today (SPEC §5). */
export function isExpiryAllowed(expiry: string | null | undefined, today: string): boolean {
  if (!expiry) return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(expiry) && expiry >= today;
}

/**
 * What a CRM key may do (decision 018, issue 26): create (invite) learners; read their access state;
 * unlock or lock their pages; set and read their MPU reasons (health data, GDPR Art. 9 — only for
 * keys that really need it); invite counsellors and assign them (issue 30). `PUT /learners` needs
 * `learners:write`, and `pages:write`, `reasons:write` or `counsellors:write` when it carries
 * `pages`, `reasons` or `counsellor`; `PUT /counsellors` needs `counsellors:write`.
 */
export const API_KEY_SCOPES = [
  'learners:write',
  'learners:read',
  'pages:write',
  'reasons:write',
  'reasons:read',
  'counsellors:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const DEFAULT_API_KEY_SCOPES: ApiKeyScope[] = ['learners:write', 'learners:read'];

/**
 * Whom a CRM key manages and may be linked to (issue 26): learners only. Administrators and
 * counsellors are managed in the app, so their settings show no 'Verknüpfung mit Ihrer Beratung'.
 */
export const isCrmManaged = (account: { role: Role }): boolean => account.role === 'user';
