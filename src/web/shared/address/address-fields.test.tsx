import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInput } from '@/api/user';
import { ZIP_MESSAGE } from '@/domain/zip-code';
import { stubLayout } from '@/web/testing/jsdom-layout';
import { AddressFields } from './address-fields';
import { addressDraft, useAddressForm } from './use-address-form';

beforeAll(stubLayout);
afterEach(cleanup);

function Harness({ onSend, serverErrors = {} }: { onSend: (address: AddressInput) => void; serverErrors?: Record<string, string> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAddressForm(formRef, addressDraft(undefined, 'ny'), serverErrors);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Address"
      onSubmit={(event) => {
        event.preventDefault();
        const address = form.check();
        if (address) onSend(address);
      }}
    >
      <AddressFields form={form} errors={form.errors} />
      <p>{form.complete ? 'complete' : 'incomplete'}</p>
      <button type="submit">Send</button>
    </form>
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the address fields (part 2 §5: a complete address; part 1 §5 zip field)', () => {
  it('keep digits only in the zip, at most 5, and say what is missing by the server’s own rules', async () => {
    const sent: AddressInput[] = [];
    render(<Harness onSend={(address) => sent.push(address)} />);
    fireEvent.change(field(/Zip code/), { target: { value: '12a20-71' } });
    expect(field(/Zip code/).value).toBe('12207');
    fireEvent.change(field(/Zip code/), { target: { value: '122' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(ZIP_MESSAGE)).toBeTruthy();
    expect(field(/Address line 1/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/Address line 1/)));
    expect(sent).toEqual([]);
    expect(screen.getByText('incomplete')).toBeTruthy();
  });

  it('send a complete address as the server stores it', () => {
    const sent: AddressInput[] = [];
    render(<Harness onSend={(address) => sent.push(address)} />);
    fireEvent.change(field(/Address line 1/), { target: { value: ' 12 Elm St ' } });
    fireEvent.change(field(/City/), { target: { value: 'Albany' } });
    fireEvent.change(field(/Zip code/), { target: { value: '12207' } });
    expect(screen.getByText('complete')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ address_1: '12 Elm St', address_2: null, city: 'Albany', state: 'NY', zip: '12207' }]);
  });

  it('show the server’s message under its field and take the user there', async () => {
    render(<Harness onSend={() => undefined} serverErrors={{ city: 'City is not valid' }} />);
    expect(screen.getByText('City is not valid')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/City/)));
  });
});
