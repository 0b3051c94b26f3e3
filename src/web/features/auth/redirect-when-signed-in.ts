import { redirect } from '@tanstack/react-router';
import { sessionReady } from '@/web/data/session-service';
import { sessionState } from '@/web/state/session';
import { returnPathFrom } from './safe-return-path';

/** /login redirects away when already logged in (part 2 §2): to the `from` path, else home. */
export function redirectWhenSignedIn(from: string | undefined): void | Promise<void> {
  const check = () => {
    if (sessionState.accessToken) throw redirect({ href: returnPathFrom(from) ?? '/', replace: true });
  };
  if (sessionState.restoring) return sessionReady().then(check);
  check();
}
