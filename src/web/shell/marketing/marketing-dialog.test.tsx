import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentDocumentOf } from '@/api/content';
import { MARKETING_DIALOG_DELAY_MS } from '@/domain/marketing-dialog';
import { userKeys } from '@/web/data/query-keys';
import { consentState } from '@/web/state/consent';
import { sessionState } from '@/web/state/session';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeSignedInUser } from '@/web/testing/users';
import { jsonFetch, makeDoc, serveDocument, serveStartup } from '../banner/content-fixtures';
import { promoState } from '../promo-dialog/promo-state';
import { MarketingDialog } from './marketing-dialog';
import { MarketingSubscribe } from './marketing-subscribe';

const HISTORY_KEY = 'apotheca_marketing_dialog';
const DAY = 86_400_000;

const content: ContentDocumentOf<'settings'>['data']['marketing_dialog'] = {
  image: { url: '/img/envelope.svg', alt: '' },
  image_size: 'icon',
  image_alignment: 'Center',
  button_alignment: 'Center',
  content: [
    { type: 'heading', level: 2, text: 'Get our deals first' },
    { type: 'paragraph', text: 'Weekly specials, new arrivals and events.' },
  ],
};

function settingsDoc() {
  return makeDoc('settings', 'site', { jobs_url: 'https://jobs.example.test', press_inquiry_email: 'press@example.test', marketing_dialog: content });
}

describe('marketing subscribe dialog: sign-up (part 1 §2, §7)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function renderDialog() {
    const onSignedUp = vi.fn();
    await renderWithRouter(
      <MarketingDialog open content={content} brandSlug="apotheca" brandName="Apotheca" onSignedUp={onSignedUp} onIgnore={() => {}} onClose={() => {}} />,
    );
    await screen.findByRole('dialog', { name: 'Get our deals first' });
    return { onSignedUp, email: screen.getByLabelText(/Email address/) as HTMLInputElement };
  }

  it("posts the email to the brand's sign-up and says thanks", async () => {
    const api = jsonFetch(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', api.fetch);
    const { onSignedUp, email } = await renderDialog();
    await userEvent.type(email, 'Shopper@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(/Thanks for subscribing!/)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe('/api/p/apotheca/marketing-signup');
    expect(api.calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(api.calls[0]!.init?.body))).toEqual({ email: 'shopper@example.test' });
    expect(onSignedUp).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field error from a 400 and keeps what was typed", async () => {
    const api = jsonFetch(() => ({ status: 400, body: { error: 'Invalid input.', fields: { email: ['This address cannot receive email.'] } } }));
    vi.stubGlobal('fetch', api.fetch);
    const { onSignedUp, email } = await renderDialog();
    await userEvent.type(email, 'someone@blocked.test');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('This address cannot receive email.')).toBeTruthy();
    expect(email.value).toBe('someone@blocked.test');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(onSignedUp).not.toHaveBeenCalled();
    expect(screen.queryByText(/Thanks for subscribing!/)).toBeNull();
  });

  it('checks the email before sending', async () => {
    const api = jsonFetch(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', api.fetch);
    const { email } = await renderDialog();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(email.value).toBe('not-an-email');
    expect(api.calls).toHaveLength(0);
  });
});

describe('marketing subscribe dialog: when it shows (part 1 §9)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    Object.assign(promoState, { uid: undefined, open: false, shownThisVisit: false });
    Object.assign(consentState, { personalization: true, marketing: true, analytics: true, needsToAccept: false, show: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function renderSubscribe(canOpen = true, signedIn?: { receive_marketing: boolean }) {
    const queryClient = createTestQueryClient();
    serveStartup(queryClient);
    sessionState.userId = signedIn ? 41 : undefined;
    if (signedIn) queryClient.setQueryData(userKeys.me(41), makeSignedInUser(signedIn));
    serveDocument(queryClient, settingsDoc());
    // The router loads on real timers; the fake clock follows them and the test moves it on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithRouter(<MarketingSubscribe canOpen={canOpen} />, { queryClient });
  }
  /** Margin for the real milliseconds the render itself takes. */
  const SLACK = 1000;
  /** Moves the clock on and lets React and the dialog's portal settle. */
  const wait = (ms: number) =>
    act(async () => {
      vi.advanceTimersByTime(ms);
    });

  it('opens after the browsing delay for a shopper it was never shown to', async () => {
    await renderSubscribe();
    await wait(MARKETING_DIALOG_DELAY_MS - SLACK);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(SLACK);
    expect(screen.getByRole('dialog', { name: 'Get our deals first' })).toBeTruthy();
  });

  it("stays away within 7 days of 'No thanks', and 'No thanks' records the time", async () => {
    await renderSubscribe();
    await wait(MARKETING_DIALOG_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    const history = JSON.parse(localStorage.getItem(HISTORY_KEY)!);
    expect(history.ignoredAt).toBeGreaterThan(Date.now() - 1000);
    cleanup();

    localStorage.setItem(HISTORY_KEY, JSON.stringify({ ignoredAt: Date.now() - 6 * DAY }));
    await renderSubscribe();
    await wait(10 * MARKETING_DIALOG_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('comes back an hour after being closed without an answer', async () => {
    await renderSubscribe();
    await wait(MARKETING_DIALOG_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await wait(60 * 60_000 - SLACK);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(SLACK);
    expect(screen.getByRole('dialog', { name: 'Get our deals first' })).toBeTruthy();
  });

  it('never shows in a visit that had the promotional dialog, nor while another overlay is up', async () => {
    promoState.shownThisVisit = true;
    await renderSubscribe();
    await wait(10 * MARKETING_DIALOG_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    promoState.shownThisVisit = false;
    await renderSubscribe(false);
    await wait(10 * MARKETING_DIALOG_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a signed-in shopper who already gets promotions never sees it; one who does not, does', async () => {
    await renderSubscribe(true, { receive_marketing: true });
    await wait(10 * MARKETING_DIALOG_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    await renderSubscribe(true, { receive_marketing: false });
    await wait(MARKETING_DIALOG_DELAY_MS);
    expect(screen.getByRole('dialog', { name: 'Get our deals first' })).toBeTruthy();
    sessionState.userId = undefined;
  });
});
