import { css } from 'styled-system/css';
import { APP_VERSION } from '@/domain/constants';

/** Environments that show the badge, with their display names (part 1 §2). */
const ENVIRONMENTS: Record<string, string> = { local: 'Local', sand: 'Sandbox', stage: 'Staging' };

export function appEnvironment(): string {
  return (import.meta.env.VITE_APP_ENV as string | undefined) ?? 'local';
}

/** Version badge: only in local, sand and stage; portal users get an 'Admin' suffix. */
export function VersionBadge({ env = appEnvironment(), admin = false }: { env?: string; admin?: boolean }) {
  const name = ENVIRONMENTS[env];
  if (!name) return null;
  // A landmark of its own, so no content of the page sits outside one (axe 'region').
  return (
    <aside
      aria-label="App version"
      className={css({
        position: 'fixed',
        left: '2',
        bottom: '2',
        zIndex: 35,
        px: '2',
        py: '0.5',
        borderRadius: 'pill',
        bg: 'ink',
        color: 'white',
        fontSize: '2xs',
        fontWeight: 'semibold',
        opacity: 0.8,
        pointerEvents: 'none',
      })}
    >
      v{APP_VERSION} · {name}
      {admin ? ' Admin' : ''}
    </aside>
  );
}
