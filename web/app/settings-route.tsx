import { RemindersSection } from '../features/reminders/components/reminders-section.tsx';
import SettingsPage from '../features/settings/pages/settings-page.tsx';

/** The settings with the other features' sections: the study reminders (issue 30). */
export default function SettingsRoute() {
  return <SettingsPage slots={{ reminders: <RemindersSection /> }} />;
}
