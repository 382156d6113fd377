import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorLogger } from '../lib/error-log';
import { ErrorFallback } from './error-fallback';

/** The router's boundary around every page: a page that throws while loading or rendering lands here. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  useEffect(() => {
    errorLogger.logError({ type: 'RUNTIME_ERROR', severity: 'critical', error });
  }, [error]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return <ErrorFallback onRetry={retry} />;
}
