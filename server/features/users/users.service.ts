import type { PageKey } from '../../../common/domain/pages.ts';
import type { AdminUserUpdate } from '../../../common/schemas/users.ts';
import type { Db } from '../../db/client.ts';
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
  };
}

/** Admin user management: list, role, reasons and page permissions (SPEC §2, §4, §6). */
export function createUsersService(deps: { db: Db; registrationPages?: readonly PageKey[] }) {
  const { db } = deps;
  const fallback = fallbackDefaults(deps.registrationPages);
  return {
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

    findByEmail(email: string) {
      return repo.findUserByEmail(db, email);
    },

    /** Reasons and page permissions, without an acting admin (the CRM integration). */
    async applyAccess(
      id: string,
      access: { mpuReasons?: AdminUserUpdate['mpuReasons']; permissions?: AdminUserUpdate['permissions'] },
    ) {
      await db.transaction(async (tx) => {
        if (access.mpuReasons) await writeMpuReasons(tx, id, access.mpuReasons);
        if (access.permissions) await repo.setPermissions(tx, id, access.permissions);
      });
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
        if (changes.role === 'user' && current.role === 'admin') {
          if (actorId === id) throw new AppError('forbidden', 403);
          if (admins.length <= 1) throw new AppError('conflict', 409);
        }
        if (changes.role) await repo.updateRole(tx, id, changes.role);
        if (changes.mpuReasons) await writeMpuReasons(tx, id, changes.mpuReasons);
        if (changes.permissions) await repo.setPermissions(tx, id, changes.permissions);
      });
      const updated = await repo.findUser(db, id);
      if (!updated) throw notFound();
      return toDto(updated);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
