import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { StartupError } from '@/web/features/startup/startup-store';
import { MaintenancePage } from './maintenance-page';

/** Root error boundary: a startup failure shows the maintenance page ('Error: No store'); Try Again reloads startup. */
export function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  if (error instanceof StartupError) return <MaintenancePage message={error.message} onRetry={retry} />;
  return <MaintenancePage message="Error: Something went wrong" onRetry={retry} />;
}
