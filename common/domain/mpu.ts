/** MPU reasons (SPEC §3). `criminal` is not offered at registration. */
export const MPU_TYPES = ['alcohol', 'drugs', 'points', 'criminal', 'medizinalcannabis'] as const;
export type MpuType = (typeof MPU_TYPES)[number];

/** The four reasons a learner may pick when registering (SPEC §3, §5). */
export const REGISTRATION_REASONS = [
  'alcohol',
  'drugs',
  'points',
  'medizinalcannabis',
] as const satisfies readonly MpuType[];
export type RegistrationReason = (typeof REGISTRATION_REASONS)[number];

export function isMpuType(value: unknown): value is MpuType {
  return typeof value === 'string' && (MPU_TYPES as readonly string[]).includes(value);
}

/**
 * The reasons that count for a user: `mpu_reasons` when non-empty, otherwise the older single
 * `mpu_reason` (SPEC §3, §6).
 */
export function effectiveReasons(profile: {
  mpuReason: MpuType | null;
  mpuReasons: readonly MpuType[];
}): MpuType[] {
  if (profile.mpuReasons.length > 0) return [...profile.mpuReasons];
  return profile.mpuReason ? [profile.mpuReason] : [];
}

/** When reasons change, mpu_reason becomes the first selected reason or empty (SPEC §4). */
export function primaryReason(reasons: readonly MpuType[]): MpuType | null {
  return reasons[0] ?? null;
}

/** Keeps the canonical order and drops duplicates, so stored lists are stable. */
export function normalizeReasons(reasons: readonly MpuType[]): MpuType[] {
  return MPU_TYPES.filter((type) => reasons.includes(type));
}

/**
 * Header dropdown label rule (SPEC §5): none → 'MPU Grund wählen', one → its label,
 * several → 'N MPU-Gründe ausgewählt'. Returns an i18n key and its options.
 */
export function reasonsLabel(reasons: readonly MpuType[]): { key: string; count?: number; type?: MpuType } {
  if (reasons.length === 0) return { key: 'reasons.none' };
  if (reasons.length === 1) return { key: `mpuType.${reasons[0]}`, type: reasons[0] };
  return { key: 'reasons.many', count: reasons.length };
}
