import { isNetworkFailure } from '@/web/data/api-errors';
import { Button } from '@/web/ui/button';
import { StateMessage } from '@/web/ui/state-message';

export interface LoadFailedProps {
  error: unknown;
  /** What failed, for any failure but a missing network. */
  message: string;
  /** What the screen needs with no network, and that it loads once back online. */
  offlineMessage: string;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A read that failed, with Try Again. With no network it is not an error the shopper must act on:
 * it says the screen needs a connection (the query refetches by itself on reconnect).
 */
export function LoadFailed({ error, message, offlineMessage, onRetry, retrying }: LoadFailedProps) {
  const offline = isNetworkFailure(error);
  return (
    <StateMessage
      tone={offline ? 'info' : 'error'}
      action={
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          Try Again
        </Button>
      }
    >
      <p>{offline ? offlineMessage : message}</p>
    </StateMessage>
  );
}
