import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../common/paths.ts';
import type { Me } from '../../common/schemas/auth.ts';
import { LegalFooter } from '../components/legal-footer.tsx';
import { authKeys, useLogout, useMe } from '../features/auth/api.ts';
import { Shell } from '../features/shell/components/shell.tsx';
import { OfflineSync } from './offline-sync.tsx';

/** Composes the shell with the session: the profile, sign-out, and saved reasons. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const me = useMe().data;
  const logout = useLogout();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  if (!me) return null;

  function onReasonsSaved(updated: Me) {
    client.setQueryData(authKeys.me, updated);
    // Reasons filter videos and questions: everything else is fetched again.
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
  }

  return (
    <Shell
      me={me}
      onReasonsSaved={onReasonsSaved}
      loggingOut={logout.isPending}
      onLogout={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
    >
      <OfflineSync userId={me.id} />
      {children}
      <LegalFooter />
    </Shell>
  );
}
