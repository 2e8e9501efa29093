import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { canOpen } from '../../common/domain/access.ts';
import { paths } from '../../common/paths.ts';
import { LegalFooter } from '../components/legal-footer.tsx';
import { useLogout } from '../features/auth/api.ts';
import { NewsBell } from '../features/news/components/bell.tsx';
import { Shell } from '../features/shell/components/shell.tsx';
import { useMe } from '../lib/session.ts';
import { OfflineSync } from './offline-sync.tsx';

/** Composes the shell with the session (the profile and sign-out) and the news bell. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const me = useMe().data;
  const logout = useLogout();
  const [, navigate] = useLocation();
  if (!me) return null;

  return (
    <Shell
      me={me}
      loggingOut={logout.isPending}
      slots={{ bell: <NewsBell allowed={canOpen(me, 'news')} /> }}
      onLogout={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
    >
      <OfflineSync userId={me.id} />
      {children}
      <LegalFooter />
    </Shell>
  );
}
