import { eq, sql } from 'drizzle-orm';
import { type MpuType, normalizeReasons, primaryReason } from '../../common/domain/mpu.ts';
import type { Db } from './client.ts';
import { profiles } from './schema/users.ts';

/**
 * The one writer of a user's MPU reasons (issue 15): registration, invitations (also the CRM's),
 * the header's reason select and the admin's user editor all store them through here, so every
 * stored list is normalised (canonical order, no duplicates) and `mpu_reason` is always its first
 * entry (SPEC §4). mpu-reasons.test.ts beside this file fails when another file writes the columns.
 */
export function reasonColumns(reasons: readonly MpuType[]): {
  mpuReasons: MpuType[];
  mpuReason: MpuType | null;
} {
  const list = normalizeReasons(reasons);
  return { mpuReasons: list, mpuReason: primaryReason(list) };
}

/** Replaces the user's reasons; returns the list as stored. */
export async function writeMpuReasons(
  db: Db,
  userId: string,
  reasons: readonly MpuType[],
): Promise<MpuType[]> {
  const columns = reasonColumns(reasons);
  await db
    .update(profiles)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
  return columns.mpuReasons;
}
