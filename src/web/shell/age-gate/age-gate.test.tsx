import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie } from '@/web/data/cookies';
import { renderWithRouter } from '@/web/testing/render';
import { AgeGate } from './age-gate';
import { ageGateState } from './age-gate-state';

describe('AgeGate (part 1 §2)', () => {
  beforeEach(() => {
    removeCookie('apotheca_age_confirmed');
    ageGateState.ageConfirmed = false;
    ageGateState.ageGateWasShown = false;
    ageGateState.ticked = false;
  });
  afterEach(cleanup);

  it('asks the question and keeps Enter Site disabled until the box is ticked', async () => {
    await renderWithRouter(<AgeGate brandName="Apotheca" />);
    const gate = await screen.findByRole('alertdialog');
    expect(gate.textContent).toContain('Are you at least 21?');
    const enter = screen.getByRole('button', { name: 'Enter Site' }) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);

    await userEvent.click(screen.getByText('Yes, I am at least 21 years of age or am otherwise a qualified patient.'));
    expect(enter.disabled).toBe(false);
  });

  it('cannot be dismissed with Escape or a click on the backdrop', async () => {
    await renderWithRouter(<AgeGate brandName="Apotheca" />);
    const gate = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alertdialog')).toBe(gate);
    expect(ageGateState.ageConfirmed).toBe(false);
  });

  it('Enter Site confirms the age and remembers it in a cookie', async () => {
    await renderWithRouter(<AgeGate brandName="Apotheca" />);
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Enter Site' }));
    expect(ageGateState.ageConfirmed).toBe(true);
    expect(ageGateState.ageGateWasShown).toBe(true);
    expect(readCookie('apotheca_age_confirmed')).toBe('true');
  });

  it("takes over from the first visit's copy of the gate (README: What the device keeps): the copy and the style hiding the app go", async () => {
    document.body.insertAdjacentHTML('beforeend', '<style id="apotheca-snapshot-style">#root{display:none}</style><div id="apotheca-snapshot" data-live>copy</div>');
    await renderWithRouter(<AgeGate brandName="Apotheca" />);
    await screen.findByRole('alertdialog');
    expect(document.getElementById('apotheca-snapshot')).toBeNull();
    expect(document.getElementById('apotheca-snapshot-style')).toBeNull();
    expect((screen.getByRole('button', { name: 'Enter Site' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the box as the visitor ticked it on the copy before the app started', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="apotheca-snapshot" data-live><input type="checkbox" checked></div>');
    await renderWithRouter(<AgeGate brandName="Apotheca" />);
    await screen.findByRole('alertdialog');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Enter Site' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the box ticked when the gate is remounted while the app starts (a redirect on the first page)', async () => {
    const first = await renderWithRouter(<AgeGate brandName="Apotheca" />);
    await userEvent.click(await screen.findByRole('checkbox'));
    first.unmount();
    await renderWithRouter(<AgeGate brandName="Apotheca" />);
    expect((await screen.findByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Enter Site' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('notes cookie and terms acceptance', async () => {
    await renderWithRouter(<AgeGate brandName="Apotheca" />);
    const gate = await screen.findByRole('alertdialog');
    expect(gate.textContent).toContain('you accept our use of cookies');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
  });
});
