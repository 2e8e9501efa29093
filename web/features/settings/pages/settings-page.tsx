import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isCounsellor } from '../../../../common/domain/access.ts';
import { isCrmManaged } from '../../../../common/domain/api-keys.ts';
import { paths } from '../../../../common/paths.ts';
import { LoadError } from '../../../components/load-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/session.ts';
import type { Slots } from '../../../lib/slots.ts';
import { useSettings } from '../api.ts';
import { AccountSection } from '../components/account-section.tsx';
import { CrmLinksSection } from '../components/crm-links-section.tsx';
import { DataSection } from '../components/data-section.tsx';
import { DetailsSection } from '../components/details-section.tsx';
import { HobbiesSection } from '../components/hobbies-section.tsx';
import { EducationSection, LifeSection } from '../components/onboarding-sections.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import '../i18n.ts';

/**
 * /dashboard/settings: every section with its own save button (SPEC §2 'Settings'); other features'
 * sections come in `slots` (web/app/settings-route.tsx: the reminders, sharing with the counsellor).
 */
export default function SettingsPage({ slots = {} }: { slots?: Slots<'reminders' | 'sharing'> }) {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const me = useMe().data;
  const [, navigate] = useLocation();
  const data = settings.data;
  // A counsellor's account has no MPU preparation: no life situation, hobbies, CRM links or consent.
  const counsellor = isCounsellor(me);

  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 sm:p-8">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{t(counsellor ? 'introCounsellor' : 'intro')}</p>
      </div>
      {settings.isPending ? <Spinner label={t('common:loading')} /> : null}
      {settings.isError ? <LoadError message={t('loadFailed')} onRetry={() => settings.refetch()} /> : null}
      {data ? (
        <>
          <AccountSection email={data.email} />
          <DetailsSection details={data.details} />
          {counsellor ? null : (
            <>
              <LifeSection onboarding={data.onboarding} />
              <EducationSection onboarding={data.onboarding} />
              <HobbiesSection hobbies={data.onboarding.hobbies} />
            </>
          )}
          <SessionsSection />
          {me && !counsellor && isCrmManaged(me) ? <CrmLinksSection /> : null}
          {slots.sharing}
          {slots.reminders}
          <DataSection
            consent={data.consent}
            showConsent={!counsellor}
            onDeleted={() => navigate(paths.login, { replace: true })}
          />
        </>
      ) : null}
    </div>
  );
}
