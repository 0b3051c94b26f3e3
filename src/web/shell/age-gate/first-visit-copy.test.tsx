import { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { renderHook, waitFor } from '@testing-library/react';
import { revealAppWhenReady } from '../pwa/page-snapshot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGE_CONFIRMED_BEFORE_START, AGE_CONFIRMED_EVENT } from '@/api/shell-document';
import { readCookie, removeCookie } from '@/web/data/cookies';
import { ageGateState, confirmAge } from './age-gate-state';
import { adoptFirstVisitGate, useFirstVisitCopyGoesUngated } from './first-visit-copy';

// README "A first visit shows the age gate with the document, and it works before the app" / part 1 §2:
// the app takes over from the first visitor's working copy of the gate.
const flags = window as unknown as Record<string, unknown>;

describe("the first visitor's copy of the gate, once the app starts", () => {
  beforeEach(() => {
    removeCookie('apotheca_age_confirmed');
    ageGateState.ageConfirmed = false;
  });
  afterEach(() => {
    window.removeEventListener(AGE_CONFIRMED_EVENT, confirmAge);
    delete flags[AGE_CONFIRMED_BEFORE_START];
    document.body.innerHTML = '';
  });

  it("confirms an 'Enter Site' pressed on the copy before the app started, as its own gate would", () => {
    flags[AGE_CONFIRMED_BEFORE_START] = true;
    adoptFirstVisitGate();
    expect(ageGateState.ageConfirmed).toBe(true);
    expect(readCookie('apotheca_age_confirmed')).toBe('true');
  });

  it('confirms one pressed while the app starts, and nothing by itself', () => {
    adoptFirstVisitGate();
    expect(ageGateState.ageConfirmed).toBe(false);
    window.dispatchEvent(new Event(AGE_CONFIRMED_EVENT));
    expect(ageGateState.ageConfirmed).toBe(true);
  });

  it('stays while the page is gated and goes on a page without the gate (a simple page, the kiosk)', () => {
    document.body.innerHTML = '<style id="apotheca-snapshot-style">#root{display:none}</style><div id="apotheca-snapshot" data-live>gate</div>';
    const { rerender } = renderHook(({ gated }) => useFirstVisitCopyGoesUngated(gated), { initialProps: { gated: true } });
    expect(document.getElementById('apotheca-snapshot')).not.toBeNull();
    rerender({ gated: false });
    expect(document.getElementById('apotheca-snapshot')).toBeNull();
    expect(document.getElementById('apotheca-snapshot-style')).toBeNull();
  });

  it('over a page the server rendered, the gate goes at once and the page stays until the app has it ready (issue 22)', async () => {
    document.body.innerHTML =
      '<style id="apotheca-snapshot-style">#root{display:none}</style>' +
      '<div id="apotheca-snapshot" data-live><div data-server-page inert><div data-gated><h1>Blue Dream</h1></div></div><div role="alertdialog">gate</div></div>';
    const queryClient = new QueryClient();
    const router = { state: { resolvedLocation: undefined, status: 'pending' }, subscribe: (_event: string, listener: () => void) => (resolve.push(listener), () => undefined) };
    const resolve: (() => void)[] = [];
    revealAppWhenReady(router as unknown as AnyRouter, queryClient);
    renderHook(() => useFirstVisitCopyGoesUngated(false));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.querySelector('[data-server-page] h1')?.textContent).toBe('Blue Dream');
    expect(document.querySelector('[data-gated]')).toBeNull();
    // The app's first page resolves: the page the server rendered goes, the app shows.
    resolve.forEach((listener) => listener());
    await waitFor(() => expect(document.getElementById('apotheca-snapshot')).toBeNull());
    expect(document.getElementById('apotheca-snapshot-style')).toBeNull();
  });

  it("leaves a returning shopper's kept page to its own reveal", () => {
    document.body.innerHTML = '<div id="apotheca-snapshot" inert aria-hidden="true">kept page</div>';
    renderHook(() => useFirstVisitCopyGoesUngated(false));
    expect(document.getElementById('apotheca-snapshot')).not.toBeNull();
  });
});
