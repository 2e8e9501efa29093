import { canOpen, canUse } from '../../common/domain/access.ts';
import { SharingSection } from '../features/counsellor/components/sharing-section.tsx';
import { RemindersSection } from '../features/reminders/components/reminders-section.tsx';
import SettingsPage from '../features/settings/pages/settings-page.tsx';
import { useMe } from '../lib/session.ts';

/**
 * The settings with the other features' sections: a learner's study reminders and what they share
 * with their counsellor (issue 30; Leistungstest results only where the learner can open it).
 */
export default function SettingsRoute() {
  const me = useMe().data;
  const learner = canUse(me ?? null, 'learner');
  return (
    <SettingsPage
      slots={{
        reminders: learner ? <RemindersSection /> : null,
        sharing: learner ? <SharingSection hasLeistungstest={canOpen(me, 'leistungstest')} /> : null,
      }}
    />
  );
}
