import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { kioskScope, outboxState, userScope, type QueuedWrite } from '@/web/data/outbox/scope-state';
import { sessionState } from '@/web/state/session';
import { OFFLINE_BANNER, OfflineBanner } from './offline-banner';

const waiting = (count: number): QueuedWrite[] =>
  Array.from({ length: count }, (_, index) => ({ seq: index + 1, scope: userScope(7), name: 'addItem', body: {}, key: `key-${index}-abcdef`, createdAt: 0, attempts: 0 }));

const state = outboxState(userScope(7));

beforeEach(() => {
  sessionState.userId = 7;
});
afterEach(() => {
  cleanup();
  act(() => onlineManager.setOnline(true));
  Object.assign(state, { writes: [], sending: false });
  sessionState.userId = undefined;
});

describe('the offline banner (README: What the device keeps: a clear banner)', () => {
  test('online with nothing waiting, there is no banner', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('going offline shows it at once, and coming back hides it', () => {
    render(<OfflineBanner />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(`${OFFLINE_BANNER.title}${OFFLINE_BANNER.detail}`);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('counts the changes that wait, and says when they are being sent after reconnecting', () => {
    state.writes = waiting(2);
    render(<OfflineBanner />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toContain('2 changes wait to be sent when you\'re back online.');
    act(() => {
      onlineManager.setOnline(true);
      state.sending = true;
    });
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_BANNER.sending);
  });

  test("counts only the signed-in person's changes: another person's or a kiosk's waiting writes are not theirs", () => {
    const others = [outboxState(userScope(8)), outboxState(kioskScope(7))];
    for (const other of others) other.writes = waiting(3);
    render(<OfflineBanner />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(`${OFFLINE_BANNER.title}${OFFLINE_BANNER.detail}`);
    for (const other of others) other.writes = [];
  });
});
