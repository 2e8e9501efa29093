import { z } from 'zod';
import { MPU_TYPES } from '../domain/mpu.ts';

/** PUT /api/me/reasons: the header's multi-select (SPEC §5); any set, including none. */
export const updateReasonsBody = z.object({
  reasons: z.array(z.enum(MPU_TYPES)).max(MPU_TYPES.length),
});
export type UpdateReasonsBody = z.infer<typeof updateReasonsBody>;
