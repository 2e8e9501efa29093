import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { api } from '../../lib/api-client.ts';
import { viewerChanged } from '../../lib/server-state.ts';
import { type Me, sessionKeys } from '../../lib/session.ts';

/**
 * The header's reason multi-select. The answer is the new profile; the reasons choose the videos,
 * questions and courses every other read returns, so everything else is fetched again.
 */
export function useUpdateReasons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reasons: MpuType[]) => api.put<Me>('/me/reasons', { reasons }),
    onSuccess: (me) => {
      client.setQueryData(sessionKeys.me, me);
      void viewerChanged(client);
    },
  });
}
