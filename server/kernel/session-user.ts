import type { MpuType } from '../../common/domain/mpu.ts';
import type { PageKey, Role } from '../../common/domain/pages.ts';

/** The signed-in user a guarded route sees (server/plugins/session.ts). */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  mpuReason: MpuType | null;
  mpuReasons: MpuType[];
  /** The privacy-notice version the user agreed to (null: none yet); see needsConsent(). */
  consentVersion: string | null;
  sessionExpiresAt: Date;
};

/** A session cookie's user as the auth feature finds it: renewed when past half its lifetime. */
export type AuthenticatedSession = SessionUser & { pageAllowed?: boolean | null; renewed: boolean };

/** What the session plugin needs from the auth feature (kept here so lower layers import no feature). */
export type SessionAuthenticator = {
  authenticate(token: string, page?: PageKey): Promise<AuthenticatedSession | undefined>;
};
