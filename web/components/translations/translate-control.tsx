import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKind } from '../../../common/schemas/translations.ts';
import { Button } from '../ui/button.tsx';
import { MissingTranslationsBadge } from './missing-badge.tsx';
import './i18n.ts';

// The editor (forms, schemas) loads when it is opened, not with every admin list (decision 075).
const TranslationEditor = lazy(() =>
  import('./translation-editor.tsx').then((module) => ({ default: module.TranslationEditor })),
);

/**
 * For an item in an admin list: 'Übersetzungen' (opens the side-by-side editor) and the flags of
 * missing languages. Self-contained, so an editor adds it with one line.
 */
export function TranslateControl({ kind, id, name }: { kind: TranslationKind; id: string; name: string }) {
  const { t } = useTranslation('translations');
  const [open, setOpen] = useState(false);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={t('openNamed', { name })}>
        <Languages aria-hidden="true" className="h-4 w-4" />
        {t('open')}
      </Button>
      <MissingTranslationsBadge kind={kind} id={id} />
      {open ? (
        <Suspense fallback={null}>
          <TranslationEditor kind={kind} id={id} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}
