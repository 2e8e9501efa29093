import { profiles } from './schema/users.ts';

/**
 * The profile columns a SessionUser is made of, for code that acts for a learner without their
 * session (the background jobs, a counsellor's view): select them and add `sessionExpiresAt`.
 */
export const sessionUserColumns = {
  id: profiles.id,
  email: profiles.email,
  role: profiles.role,
  mpuReason: profiles.mpuReason,
  mpuReasons: profiles.mpuReasons,
  consentVersion: profiles.consentVersion,
} as const;
