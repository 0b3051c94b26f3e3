import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pwaState } from './pwa-state';
import { offerUpdates } from './update-flow';

/** workbox-window's Workbox as the update flow uses it: its events, and messageSkipWaiting. */
function fakeWorkbox() {
  const listeners = new Map<string, Array<(event: object) => void>>();
  return {
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    fire: (type: string, event: object = {}) => listeners.get(type)?.forEach((listener) => listener(event)),
  };
}

function setUp({ wasControlled = true, waiting = true } = {}) {
  const wb = fakeWorkbox();
  const reload = vi.fn();
  const state = { waiting };
  offerUpdates(wb as never, { wasControlled, hasWaitingWorker: () => state.waiting, reload });
  return { wb, reload, state };
}

describe('update flow (README: What the device keeps: never a half-updated app)', () => {
  beforeEach(() => {
    pwaState.updateReady = false;
    pwaState.applyUpdate = undefined;
  });

  it('a new version that installs offers Reload; the page reloads only once the new worker controls it', () => {
    const { wb, reload } = setUp();
    wb.fire('waiting', { isExternal: true });
    expect(pwaState.updateReady).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    pwaState.applyUpdate!();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    wb.fire('controlling', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a version that already waited when the page loaded is offered too (a plain reload does not activate it)', () => {
    const { wb } = setUp();
    wb.fire('waiting', { wasWaitingBeforeRegister: true });
    expect(pwaState.updateReady).toBe(true);
  });

  it('the first install takes control without a prompt or a reload', () => {
    const { wb, reload } = setUp({ wasControlled: false, waiting: false });
    wb.fire('controlling');
    expect(pwaState.updateReady).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('when another tab applied the update, this page is offered the reload instead of being reloaded under the shopper', () => {
    const { wb, reload, state } = setUp();
    wb.fire('waiting');
    state.waiting = false;
    wb.fire('controlling', { isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    expect(pwaState.updateReady).toBe(true);

    pwaState.applyUpdate!();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Reload with no worker waiting any more reloads straight into the version that now controls the page', () => {
    const { wb, reload, state } = setUp();
    wb.fire('waiting');
    state.waiting = false;
    pwaState.applyUpdate!();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
