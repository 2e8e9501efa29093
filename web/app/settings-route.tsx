import { canUse } from '../../common/domain/access.ts';
import { RemindersSection } from '../features/reminders/components/reminders-section.tsx';
import SettingsPage from '../features/settings/pages/settings-page.tsx';
import { useMe } from '../lib/session.ts';

/** The settings with the other features' sections: a learner's study reminders (issue 30). */
export default function SettingsRoute() {
  const me = useMe().data;
  return <SettingsPage slots={{ reminders: canUse(me ?? null, 'learner') ? <RemindersSection /> : null }} />;
}
