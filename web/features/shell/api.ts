import { useMutation } from '@tanstack/react-query';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Me } from '../../../common/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';

/** The header's reason multi-select; the caller puts the returned profile into the `me` cache. */
export function useUpdateReasons(onSaved: (me: Me) => void) {
  return useMutation({
    mutationFn: (reasons: MpuType[]) => api.put<Me>('/me/reasons', { reasons }),
    onSuccess: onSaved,
  });
}
