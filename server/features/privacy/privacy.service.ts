import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import { eraseUser, exportUserData } from './erasure.ts';

/** Export and erasure of a person's data, for the settings page and the admin user list. */
export function createPrivacyService(deps: { db: Db }) {
  const { db } = deps;
  return {
    exportData: (userId: string) => exportUserData(db, userId),

    /** Erases the account and everything about it; the last administrator cannot be erased. */
    async erase(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ role: profiles.role })
          .from(profiles)
          .where(eq(profiles.id, userId));
        if (!profile) throw notFound();
        if (profile.role === 'admin') {
          const [row] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(profiles)
            .where(eq(profiles.role, 'admin'));
          if ((row?.n ?? 0) <= 1) throw new AppError('last_admin', 409);
        }
        await eraseUser(tx, userId);
      });
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
