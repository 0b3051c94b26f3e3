import { onlineManager } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { StartupError } from '@/web/shared/startup/startup-store';
import { MaintenancePage } from './maintenance-page';

/**
 * Root error boundary: a startup failure shows the maintenance page ('Error: No store'); Try Again
 * reloads startup, and when the failure was the network it also retries once the app is back online.
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
    // The app's own idea of the network (src/web/data/connectivity.ts): the browser's 'online' event
    // never comes on a network that looked up all along but led nowhere.
    return onlineManager.subscribe((online) => {
      if (!online) return;
      reset();
      void router.invalidate();
    });
  }, [offline, reset, router]);
  if (error instanceof StartupError) return <MaintenancePage message={error.message} offline={offline} onRetry={retry} />;
  return <MaintenancePage message="Error: Something went wrong" onRetry={retry} />;
}
