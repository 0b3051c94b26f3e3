import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TerminalSettings } from '@/api/staff';
import { staffPaths } from '@/api/staff-paths';
import { KIOSK_IDLE_SECONDS, KIOSK_RESET_COUNTDOWN_SECONDS, STAFF_QUEUE_REFRESH_SECONDS } from '@/domain/constants';
import { call } from '@/web/data/call';
import { staffKeys } from '@/web/data/query-keys';

/** Until the server answers (or offline), the terminal and the kiosk time themselves with the spec's values. */
export const DEFAULT_TERMINAL_SETTINGS: TerminalSettings = {
  queue_refresh_seconds: STAFF_QUEUE_REFRESH_SECONDS,
  kiosk_idle_seconds: KIOSK_IDLE_SECONDS,
  kiosk_reset_countdown_seconds: KIOSK_RESET_COUNTDOWN_SECONDS,
};

export const terminalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.terminalSettings,
    queryFn: ({ signal }) => call(staffPaths.terminalSettings, {}, { signal, hideErrorToast: true }),
    staleTime: 10 * 60_000,
  });

/** The queue's refresh and the kiosk's idle timing (GET /p/terminal-settings; tests shorten them on the server). */
export function useTerminalSettings(): TerminalSettings {
  return useQuery(terminalSettingsQueryOptions()).data ?? DEFAULT_TERMINAL_SETTINGS;
}

/** How often the Order Queue refreshes, in ms (part 2 §4, §9: 60 s unless the server says otherwise). */
export function useQueueRefreshMs(): number {
  return Math.max(1, useTerminalSettings().queue_refresh_seconds) * 1000;
}
