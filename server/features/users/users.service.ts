import { splitName } from '../../../common/domain/counsellor.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { PageKey } from '../../../common/domain/pages.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { AdminUserUpdate, CounsellorInvite } from '../../../common/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { assignCounsellor, dropOwnCounsellor, releaseLearners } from '../../db/counsellors.ts';
import { writeMpuReasons } from '../../db/mpu-reasons.ts';
import {
  fallbackDefaults,
  readRegistrationDefaults,
  writeRegistrationDefaults,
} from '../../db/registration-defaults.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './users.repo.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

function toDto(row: Row) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    mpuReason: row.mpuReason,
    mpuReasons: row.mpuReasons,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    permissions: row.permissions,
    counsellorId: row.counsellorId,
    name: row.name,
  };
}

/** What these routes need of the auth feature: an account with an invitation mail (server/app.ts). */
type Inviter = {
  invite(input: {
    email: string;
    language: Language;
    reasons: MpuType[];
    role: 'counsellor';
    firstName: string;
    lastName: string;
  }): Promise<{ id: string; created: boolean }>;
};

/**
 * Admin user management: list, role, reasons, page permissions (SPEC §2, §4, §6) and counsellors
 * (issue 30: invite, assign).
 */
export function createUsersService(deps: {
  db: Db;
  inviter: Inviter;
  registrationPages?: readonly PageKey[];
}) {
  const { db, inviter } = deps;
  const fallback = fallbackDefaults(deps.registrationPages);
  const service = {
    async list() {
      return (await repo.listUsers(db)).map(toDto);
    },

    /** The page permissions a self-registered learner starts with (issue 28). */
    registrationDefaults() {
      return readRegistrationDefaults(db, fallback);
    },

    async setRegistrationDefaults(permissions: Record<PageKey, boolean>) {
      await writeRegistrationDefaults(db, permissions);
      return readRegistrationDefaults(db, fallback);
    },

    async get(id: string) {
      const row = await repo.findUser(db, id);
      if (!row) throw notFound();
      return toDto(row);
    },

    findByEmail(email: string) {
      return repo.findUserByEmail(db, email);
    },

    /** Reasons, page permissions and the counsellor, without an acting admin (the CRM integration). */
    async applyAccess(
      id: string,
      access: {
        mpuReasons?: AdminUserUpdate['mpuReasons'];
        permissions?: AdminUserUpdate['permissions'];
        counsellorId?: string | null;
      },
    ) {
      await db.transaction(async (tx) => {
        if (access.mpuReasons) await writeMpuReasons(tx, id, access.mpuReasons);
        if (access.permissions) await repo.setPermissions(tx, id, access.permissions);
        if (access.counsellorId !== undefined) await assignCounsellor(tx, id, access.counsellorId);
      });
    },

    /**
     * Invites a counsellor (the admin's dialog, the CRM): a new address gets an account and an
     * invitation mail; a known counsellor gets the name; any other account is a conflict.
     */
    async inviteCounsellor(input: CounsellorInvite): Promise<{ id: string; created: boolean }> {
      const existing = await repo.findUserByEmail(db, input.email);
      if (existing) {
        if (existing.role !== 'counsellor') throw notACounsellorAccount();
        await repo.setName(db, existing.id, input.name);
        return { id: existing.id, created: false };
      }
      const result = await inviter.invite({
        email: input.email,
        language: input.language ?? 'de',
        reasons: [],
        role: 'counsellor',
        ...splitName(input.name),
      });
      if (!result.created) return service.inviteCounsellor(input); // made by a concurrent call
      return result;
    },

    async update(actorId: string, id: string, changes: AdminUserUpdate) {
      await db.transaction(async (tx) => {
        const admins = await repo.lockAdmins(tx);
        // The actor may have lost the role since the request's session check.
        if (!admins.includes(actorId)) throw new AppError('forbidden', 403);
        await repo.lockProfile(tx, id);
        const current = await repo.findUser(tx, id);
        if (!current) throw notFound();
        // An admin cannot demote themselves by accident, and the last administrator always stays.
        if (changes.role && changes.role !== 'admin' && current.role === 'admin') {
          if (actorId === id) throw new AppError('forbidden', 403);
          if (admins.length <= 1) throw new AppError('conflict', 409);
        }
        if (changes.role && changes.role !== current.role) {
          await repo.updateRole(tx, id, changes.role);
          if (current.role === 'counsellor') await releaseLearners(tx, id);
          if (changes.role !== 'user') await dropOwnCounsellor(tx, id);
        }
        if (changes.mpuReasons) await writeMpuReasons(tx, id, changes.mpuReasons);
        if (changes.permissions) await repo.setPermissions(tx, id, changes.permissions);
        if (changes.counsellorId !== undefined) await assignCounsellor(tx, id, changes.counsellorId);
      });
      return service.get(id);
    },
  };
  return service;
}

export type UsersService = ReturnType<typeof createUsersService>;

const notACounsellorAccount = () =>
  new AppError(
    'conflict',
    409,
    'the address belongs to another account',
    'Zu dieser Adresse gibt es schon ein Konto, das kein Beratungskonto ist. Die Rolle ändern Sie in der Benutzerverwaltung.',
  );
