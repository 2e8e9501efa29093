import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../lib/api-client.ts';
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

/**
 * A loaded list in its four states: the spinner, the error (after `loadError`, if given) with a retry,
 * `empty` in a dashed box when there is nothing, else `children` with the items. `compact` spaces it
 * for a section inside a page.
 */
export function ListState<T>({
  query,
  loadError,
  empty,
  compact = false,
  children,
}: {
  query: UseQueryResult<T[]>;
  loadError?: string;
  empty: ReactNode;
  compact?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading className={compact ? 'mt-6' : 'mt-8'} />;
  if (query.isError) {
    const reason = t(errorKey(query.error));
    return (
      <LoadError
        className={compact ? 'mt-4' : 'mt-6'}
        message={loadError ? `${loadError} ${reason}` : reason}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    const space = compact ? 'mt-6 p-6' : 'mt-8 p-8';
    return <p className={`rounded-xl border border-dashed border-slate-300 text-center ${space}`}>{empty}</p>;
  }
  return <>{children(query.data)}</>;
}
