import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeApi } from '@/web/testing/fake-api';
import { PressInquiryButton } from './press-inquiry-button';
import { PRESS_FALLBACK_SUCCESS } from './press-inquiry-dialog';
import { renderContact, USER } from '../test-fixtures';

/** The press inquiry dialog on /news (part 2 §2 'Let's get in touch', §5 press inquiry). */

const CONTACT = '/p/apotheca_contact';
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openDialog(user?: typeof USER) {
  await renderContact(<PressInquiryButton />, { user, path: '/news' });
  await userEvent.click(screen.getByRole('button', { name: 'Submit Press Inquiry' }));
  await screen.findByRole('dialog', { name: "Let's get in touch" });
}

describe('press inquiry dialog', () => {
  test('Send is enabled once name, email and inquiry hold something (no format check), then thanks with the number', async () => {
    const api = fakeApi({ [CONTACT]: () => ({ body: { success: true, mc_response: { id: 77, email_address: 'riley at gazette' } } }) });
    await openDialog();
    expect((screen.getByLabelText('Your inquiry') as HTMLTextAreaElement).rows).toBe(5);
    expect(send().disabled).toBe(true);
    fill('Name', 'Riley Writer');
    fill('Email Address', 'riley at gazette');
    expect(send().disabled).toBe(true);
    fill('Your inquiry', '   ');
    expect(send().disabled).toBe(true);
    fill('Your inquiry', 'Interview request');
    expect(send().disabled).toBe(false);
    await userEvent.click(send());

    expect(await screen.findByRole('dialog', { name: 'Thanks for reaching out!' })).toBeTruthy();
    expect(screen.getByText('#77')).toBeTruthy();
    expect(screen.getByText(/24-48 hours/)).toBeTruthy();
    expect(api.callsTo(CONTACT)[0]!.body).toEqual({ section: 'press-inquiry', name: 'Riley Writer', email: 'riley at gazette', message: 'Interview request' });
  });

  test('without a request number it says the press team will review it as soon as possible', async () => {
    fakeApi({ [CONTACT]: () => ({ body: { success: true, mc_response: null } }) });
    await openDialog();
    fill('Name', 'Riley');
    fill('Email Address', 'riley@gazette.example');
    fill('Your inquiry', 'Hello');
    await userEvent.click(send());
    expect(await screen.findByText(PRESS_FALLBACK_SUCCESS)).toBeTruthy();
  });

  test('a failure says why (part 2 §8) and keeps the inquiry', async () => {
    fakeApi({ [CONTACT]: () => ({ status: 429, body: { error: 'Too many requests. Try again later.' } }) });
    await openDialog();
    fill('Name', 'Riley');
    fill('Email Address', 'riley@gazette.example');
    fill('Your inquiry', 'Hello');
    await userEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again later.');
    expect((screen.getByLabelText('Your inquiry') as HTMLTextAreaElement).value).toBe('Hello');
  });

  test("a signed-in user's name and email are their account's, read-only", async () => {
    fakeApi({});
    await openDialog(USER);
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Dana Reyes');
    expect(name.readOnly).toBe(true);
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('dana@example.test');
  });
});
