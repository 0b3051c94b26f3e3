import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/api/auth';
import { REGISTRATION_DRAFT_HOURS } from '@/domain/constants';
import { fakeApi, type FakeResponder } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { AGREEMENT_REQUIRED } from './opt-in-dialog';
import { RegisterScreen, type RegisterStep } from './register-screen';
import { loadDraft, saveDraft } from './registration-draft';

/** The page keeps the step in the URL; here a state stands in for it. */
function Harness({ initialStep = 1 as RegisterStep }) {
  const [step, setStep] = useState<RegisterStep>(initialStep);
  return <RegisterScreen step={step} onStepChange={setStep} />;
}

async function renderRegister({ answer = (() => ({ status: 201, body: { username: 'ada@example.test', user_id: 5, code_sent_to: 'email' } })) as FakeResponder, store = {} } = {}) {
  const api = fakeApi(answer);
  const view = await renderWithRouter(<Harness />, { path: '/register', store: makeStore({ id: 7, state: 'IL', store_slug: 'auth-test-store', ...store }) });
  return { ...view, api };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

function fillStepOne() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'Ada@Example.test');
  type('Mobile phone', '8455550142');
}

async function next() {
  await act(async () => fireEvent.click(button('Next')));
}

async function toStepTwo() {
  fillStepOne();
  fireEvent.click(screen.getByRole('checkbox'));
  await next();
  await screen.findByRole('heading', { name: 'Create a Password' });
}

/** The steps a new shopper is shown, the current one marked (issue 21: it said "2 of 2" before two code screens). */
function shownSteps() {
  const list = screen.getByRole('list', { name: 'Registration steps' });
  return [...list.querySelectorAll('li')].map((step) => `${step.textContent}${step.getAttribute('aria-current') === 'step' ? ' <' : ''}`);
}

describe('the registration counts every screen a new shopper goes through', () => {
  beforeEach(() => localStorage.clear());

  it('step 1 and step 2 of 4, the two codes still to come', async () => {
    await renderRegister();
    expect(screen.getByText('Step 1 of 4: tell us about you.')).toBeTruthy();
    expect(shownSteps()).toEqual(['About you <', 'Password', 'Email code', 'Phone code']);
    await toStepTwo();
    expect(screen.getByText('Step 2 of 4: choose a password for your account.')).toBeTruthy();
    expect(shownSteps()).toEqual(['About you (done)', 'Password <', 'Email code', 'Phone code']);
  });
});

describe('/register step 1 (part 2 §2, §5)', () => {
  beforeEach(() => localStorage.clear());

  it('formats the phone as typed and keeps Next disabled until the four fields are filled', async () => {
    await renderRegister();
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.test');
    expect(button('Next').disabled).toBe(true);
    type('Mobile phone', '845555');
    expect(field('Mobile phone').value).toBe('(845) 555');
    type('Mobile phone', '8455550142');
    expect(field('Mobile phone').value).toBe('(845) 555-0142');
    expect(button('Next').disabled).toBe(false);
  });

  it("unchecked agreement: 'Opt-in To Order'; 'I Want to Place Orders' stays and asks for the box", async () => {
    await renderRegister();
    fillStepOne();
    await next();
    const dialog = await screen.findByRole('alertdialog', { name: 'Opt-in To Order' });
    // A person answers once the dialog holds focus: its focus handling (and the focus it gives back
    // on closing) starts after its first paint (CI once clicked before, and focus fell to the body).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'I Want to Place Orders' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByText(AGREEMENT_REQUIRED)).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    // Focus returns to the box to check.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox')));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    // Checking the box clears the error and Next goes on without the dialog.
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(AGREEMENT_REQUIRED)).toBeNull();
    await next();
    expect(await screen.findByRole('heading', { name: 'Create a Password' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("unchecked agreement: \"I'm Just Browsing the Menu\" continues to step 2", async () => {
    await renderRegister();
    fillStepOne();
    await next();
    const dialog = await screen.findByRole('alertdialog', { name: 'Opt-in To Order' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "I'm Just Browsing the Menu" })));
    const heading = await screen.findByRole('heading', { name: 'Create a Password' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a bad email or phone stays on step 1 with the message under the field', async () => {
    const { api } = await renderRegister();
    fillStepOne();
    type('Email', 'ada@example');
    fireEvent.click(screen.getByRole('checkbox'));
    await next();
    expect(await screen.findByText(AUTH_MESSAGES.validEmail)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    expect(api.calls).toHaveLength(0);
  });

  it('a number autofilled or pasted with +1 is the same number: shown (845) 555-0142, sent as its 10 digits', async () => {
    const { api } = await renderRegister();
    fillStepOne();
    type('Mobile phone', '+1 845 555 0142');
    expect(field('Mobile phone').value).toBe('(845) 555-0142');
    fireEvent.click(screen.getByRole('checkbox'));
    await next();
    await screen.findByRole('heading', { name: 'Create a Password' });
    type('Password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    await act(async () => fireEvent.click(button(/^Create Account/)));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.body).toMatchObject({ phone: '8455550142' });
  });

  it('typing +1 and the number key by key never shifts the digits', async () => {
    await renderRegister();
    for (const key of '+1 845 555 0142') type('Mobile phone', field('Mobile phone').value + key);
    expect(field('Mobile phone').value).toBe('(845) 555-0142');
  });

  it("another country's number stays as typed and is refused under the field, with nothing sent", async () => {
    const { api } = await renderRegister();
    fillStepOne();
    type('Mobile phone', '+44 20 7946 0958');
    expect(field('Mobile phone').value).toBe('+44 20 7946 0958');
    fireEvent.click(screen.getByRole('checkbox'));
    await next();
    expect(await screen.findByText(AUTH_MESSAGES.validPhone)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Mobile phone')));
    expect(api.calls).toHaveLength(0);
  });

  it('keeps a draft (not the passwords) for 8 hours', async () => {
    await renderRegister();
    fillStepOne();
    expect(loadDraft()).toEqual({ first: 'Ada', last: 'Lovelace', email: 'Ada@Example.test', phone: '(845) 555-0142', agreed: false });
    const hours = REGISTRATION_DRAFT_HOURS * 3_600_000;
    saveDraft({ first: 'Old', last: 'Draft', email: 'old@example.test', phone: '', agreed: false }, Date.now() - hours - 1);
    expect(loadDraft()).toBeUndefined();
  });
});

describe('/register step 2 (part 2 §5) and submit (part 2 §7)', () => {
  beforeEach(() => localStorage.clear());

  it('Create Account stays disabled until every password rule passes and the confirmation is filled', async () => {
    await renderRegister();
    await toStepTwo();
    const submit = () => button(/^Create Account/);
    expect(submit().disabled).toBe(true);
    type('Password', 'abcdefg1');
    type('Confirm password', 'abcdefg1');
    expect(submit().disabled).toBe(true); // no uppercase letter
    type('Password', 'Abcdefg1#');
    expect(screen.getByText('Password may not contain #')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type('Password', 'Abcdefg1');
    type('Confirm password', '');
    expect(submit().disabled).toBe(true);
    type('Confirm password', 'Abcdefg1');
    expect(submit().disabled).toBe(false);
  });

  it('sends the registration with the agreement, store and usage type, clears the draft and goes to confirm', async () => {
    const { api, router } = await renderRegister();
    await toStepTwo();
    type('Password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    await act(async () => fireEvent.click(button(/^Create Account/)));
    await waitFor(() => expect(router.state.location.href).toBe('/register/confirm?u=ada%40example.test'));
    expect(api.calls[0]).toEqual({
      path: '/auth/register',
      method: 'POST',
      body: {
        first: 'Ada',
        last: 'Lovelace',
        email: 'ada@example.test',
        phone: '8455550142',
        password: 'Abcdefg1',
        confirm_password: 'Abcdefg1',
        opt_preferences: [{ type: 'transaction', opt_in: 'email' }],
        user_activities: [{ type: 'transaction_message_agreement', version: '1.0' }],
        is_email_primary: true,
        country_code: '+1',
        state: 'IL',
        store_id: 7,
        association_type: 'recreational',
      },
    });
    expect(loadDraft()).toBeUndefined();
  });

  it('just browsing: order notices none and no agreement recorded', async () => {
    const { api } = await renderRegister();
    fillStepOne();
    await next();
    await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "I'm Just Browsing the Menu" })));
    type('Password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    await act(async () => fireEvent.click(button(/^Create Account/)));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const body = api.calls[0]!.body as Record<string, unknown>;
    expect(body.opt_preferences).toEqual([{ type: 'transaction', opt_in: 'none' }]);
    expect(body).not.toHaveProperty('user_activities');
  });

  it('an already registered email (409 CognitoUserAlreadyExists) goes to /register/confirm', async () => {
    const { router } = await renderRegister({ answer: () => ({ status: 409, body: { error: AUTH_MESSAGES.alreadyExists, code: 'CognitoUserAlreadyExists' } }) });
    await toStepTwo();
    type('Password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    await act(async () => fireEvent.click(button(/^Create Account/)));
    await waitFor(() => expect(router.state.location.href).toBe('/register/confirm?u=ada%40example.test'));
  });

  it("a server error on a step-1 field sends the user back there, under the field, with what they typed", async () => {
    await renderRegister({ answer: () => ({ status: 400, body: { error: 'Invalid input', fields: { phone: [AUTH_MESSAGES.validPhone] } } }) });
    await toStepTwo();
    type('Password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    await act(async () => fireEvent.click(button(/^Create Account/)));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.validPhone)).toBeTruthy();
    expect(field('Mobile phone').value).toBe('(845) 555-0142');
    await waitFor(() => expect(document.activeElement).toBe(field('Mobile phone')));
  });

  it('registration turned off for the store (is_rec_users_reg false): the message, and nothing can be sent', async () => {
    await renderRegister({ store: { is_rec_users_reg: false } });
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.turnedOff);
    expect(field('First name').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
  });
});
