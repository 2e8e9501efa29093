import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '../../../../common/domain/privacy.ts';
import { paths } from '../../../../common/paths.ts';
import { consentBody } from '../../../../common/schemas/auth.ts';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { LegalFooter } from '../../../components/legal-footer.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useGiveConsent } from '../api.ts';
import '../i18n.ts';

// The body the server takes, and the box ticked: agreeing is explicit (GDPR Art. 9(2)(a)).
const schema = consentBody.extend({ agreed: z.literal(true) });

/**
 * Before anything else, a learner without consent to the current privacy notice (invited by the
 * CRM, or the notice changed) reads what is stored and why, and agrees explicitly — or signs out.
 */
export default function ConsentGate({ onDecline, declining }: { onDecline: () => void; declining: boolean }) {
  const { t } = useTranslation('privacy');
  usePageTitle(t('gate.title'));
  const give = useGiveConsent();
  const form = useZodForm(schema, { version: PRIVACY_NOTICE_VERSION, agreed: false } as never, {
    agreed: 'privacy:gate.missing',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = form.handleSubmit(({ version }) => give.mutate(version));
  const missing = form.firstError();

  const sections = ['stored', 'why', 'sensitive', 'withdraw'] as const;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
        <span className="text-lg font-semibold text-indigo-800">{t('common:appName')}</span>
        <LanguageSelect />
      </header>
      <main className="flex flex-1 justify-center px-4 pb-8 pt-4">
        <div className="w-full max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 ref={heading} tabIndex={-1} className="mb-3 text-2xl outline-none font-bold text-slate-900">
            {t('gate.title')}
          </h1>
          <p className="text-slate-700">{t('gate.intro')}</p>
          {sections.map((section) => (
            <section key={section} className="mt-4">
              <h2 className="font-semibold text-slate-900">{t(`gate.${section}Title`)}</h2>
              <p className="mt-1 text-slate-700">{t(`gate.${section}`)}</p>
            </section>
          ))}
          <p className="mt-4">
            <a
              href={paths.legal('datenschutz')}
              target="_blank"
              rel="noopener"
              className="font-medium text-indigo-800 underline"
            >
              {t('gate.readFull')}
            </a>
          </p>
          <form onSubmit={submit} noValidate className="mt-6 space-y-4">
            <CheckboxField label={t('gate.checkbox')} {...form.field('agreed')} />
            {missing ? <Alert tone="error">{missing}</Alert> : null}
            {give.isError ? <Alert tone="error">{t('gate.failed')}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={give.isPending}>
                {t('gate.submit')}
              </Button>
              <Button variant="secondary" onClick={onDecline} busy={declining}>
                {t('gate.decline')}
              </Button>
            </div>
          </form>
        </div>
      </main>
      <LegalFooter />
    </div>
  );
}
