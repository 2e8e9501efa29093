import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../common/paths.ts';
import { LegalFooter } from '../components/legal-footer.tsx';
import { useLogout } from '../features/auth/api.ts';
import { Shell } from '../features/shell/components/shell.tsx';
import { useMe } from '../lib/session.ts';
import { OfflineSync } from './offline-sync.tsx';

/** Composes the shell with the session: the profile and sign-out. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const me = useMe().data;
  const logout = useLogout();
  const [, navigate] = useLocation();
  if (!me) return null;

  return (
    <Shell
      me={me}
      loggingOut={logout.isPending}
      onLogout={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
    >
      <OfflineSync userId={me.id} />
      {children}
      <LegalFooter />
    </Shell>
  );
}
