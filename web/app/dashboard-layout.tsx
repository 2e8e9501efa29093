import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { canOpen, canUse, isAdmin, isCounsellor } from '../../common/domain/access.ts';
import { paths } from '../../common/paths.ts';
import { LegalFooter } from '../components/legal-footer.tsx';
import { useAccessRequestsNotice } from '../features/access-requests/components/access-requests-notice.tsx';
import { useLogout } from '../features/auth/api.ts';
import { useFeedbackNotice } from '../features/counsellor/components/feedback-notice.tsx';
import { NewsBell } from '../features/news/components/bell.tsx';
import { Shell } from '../features/shell/components/shell.tsx';
import { useMe } from '../lib/session.ts';
import { OfflineSync } from './offline-sync.tsx';

/** Composes the shell with the session (the profile and sign-out) and the bell (news, feedback, access requests). */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const me = useMe().data;
  const logout = useLogout();
  const [, navigate] = useLocation();
  // A learner's new feedback from their counsellor rings the bell too (issue 30).
  const feedback = useFeedbackNotice(canUse(me ?? null, 'learner'));
  // Learners' requests for locked pages ring the admins' bell (issue 28).
  const requests = useAccessRequestsNotice(isAdmin(me));
  if (!me) return null;

  return (
    <Shell
      me={me}
      loggingOut={logout.isPending}
      slots={{
        bell: isCounsellor(me) ? null : (
          <NewsBell allowed={canOpen(me, 'news')} extras={[feedback, requests]} />
        ),
      }}
      onLogout={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
    >
      <OfflineSync userId={me.id} />
      {children}
      <LegalFooter />
    </Shell>
  );
}
