import type { MpuType } from '../../common/domain/mpu.ts';
import type { Role } from '../../common/domain/pages.ts';

/** The signed-in user a guarded route sees (server/plugins/session.ts). */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  mpuReason: MpuType | null;
  mpuReasons: MpuType[];
  sessionExpiresAt: Date;
};
