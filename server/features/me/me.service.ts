import { effectiveReasons, type MpuType } from '../../../common/domain/mpu.ts';
import { allowedPages, type PageKey, type Role } from '../../../common/domain/pages.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../common/domain/privacy.ts';
import type { Me } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { writeMpuReasons } from '../../db/mpu-reasons.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './me.repo.ts';

export function createMeService(deps: {
  db: Db;
  accessContact: string | undefined;
  /** The start log: warns once when no contact for locked areas is configured. */
  log?: { warn: (msg: string) => void };
}) {
  const { db, accessContact } = deps;
  if (!accessContact)
    deps.log?.warn(
      'ACCESS_CONTACT ist nicht gesetzt: gesperrte Bereiche verweisen auf das Impressum als Kontakt.',
    );

  async function me(userId: string): Promise<Me> {
    const [profile, rows] = await Promise.all([
      repo.findProfile(db, userId),
      repo.permissionRows(db, userId),
    ]);
    if (!profile) throw notFound();
    return {
      id: profile.id,
      email: profile.email,
      role: profile.role,
      mpuReason: profile.mpuReason,
      mpuReasons: profile.mpuReasons,
      reasons: effectiveReasons(profile),
      pages: allowedPages(profile.role, rows),
      createdAt: profile.createdAt.toISOString(),
      accessContact: accessContact ?? null,
      consentAt: profile.consentAt?.toISOString() ?? null,
      consentVersion: profile.consentVersion,
    };
  }

  return {
    me,
    /** The pages this user can open (the overview counts only those, issue 10). */
    async pages(user: { id: string; role: Role }): Promise<PageKey[]> {
      return allowedPages(user.role, await repo.permissionRows(db, user.id));
    },
    /** The consent gate: the learner agrees to the current privacy notice (only that version is accepted). */
    async consent(userId: string, version: string): Promise<Me> {
      if (version !== PRIVACY_NOTICE_VERSION) throw new AppError('validation', 400);
      await repo.setConsent(db, userId, version);
      return me(userId);
    },
    /** The header's reason multi-select: any set, including none (SPEC §5); only the user's own. */
    async setReasons(userId: string, reasons: MpuType[]): Promise<Me> {
      await writeMpuReasons(db, userId, reasons);
      return me(userId);
    },
  };
}
export type MeService = ReturnType<typeof createMeService>;
