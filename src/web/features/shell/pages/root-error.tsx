import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { StartupError } from '@/web/features/startup/startup-store';
import { MaintenancePage } from './maintenance-page';

/**
 * Root error boundary: a startup failure shows the maintenance page ('Error: No store'); Try Again
 * reloads startup, and when the failure was the network it also retries once the device is back online.
 */
export function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = error instanceof StartupError && error.offline;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  useEffect(() => {
    if (!offline) return;
    const onOnline = () => {
      reset();
      void router.invalidate();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline, reset, router]);
  if (error instanceof StartupError) return <MaintenancePage message={error.message} offline={offline} onRetry={retry} />;
  return <MaintenancePage message="Error: Something went wrong" onRetry={retry} />;
}
