import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/** The page-level loading state: a large spinner, announced as 'Wird geladen …'. */
export function Loading({ className = 'mt-8' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex justify-center text-indigo-700 ${className}`}>
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

/** A failed load: the message in red and a retry button, so nothing is a dead end. */
export function LoadError({
  message,
  onRetry,
  className = '',
}: {
  message: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`space-y-3 ${className}`}>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
