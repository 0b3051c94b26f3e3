import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubLayout } from '@/web/testing/jsdom-layout';
import { Checkbox } from './checkbox';
import { TextField } from './field';
import { SimpleSelect } from './select';
import { Switch } from './switch';
import { Tabs } from './tabs';

describe('UI kit parts', () => {
  beforeAll(stubLayout);
  afterEach(cleanup);

  it('Tabs: one active tab at a time, starting with the first', async () => {
    render(
      <Tabs.Root defaultValue="a">
        <Tabs.List>
          <Tabs.Trigger value="a">First</Tabs.Trigger>
          <Tabs.Trigger value="b">Second</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">Panel A</Tabs.Content>
        <Tabs.Content value="b">Panel B</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('false');
  });

  it('SimpleSelect: labelled, shows the value and reports a choice', async () => {
    function Harness() {
      const [value, setValue] = useState('name');
      return (
        <SimpleSelect
          label="Sort by"
          options={[
            { value: 'name', label: 'Name' },
            { value: 'price', label: 'Price: Low to High' },
          ]}
          value={value}
          onValueChange={setValue}
        />
      );
    }
    render(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.textContent).toContain('Name');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Price: Low to High' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Price: Low to High');
  });

  it('TextField ties label, input and error text together', async () => {
    render(<TextField label="Zip code" error="Enter 5 digits" />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Enter 5 digits').id));
    expect(screen.getByText('Enter 5 digits')).toBeTruthy();
  });

  it('Checkbox and Switch toggle by their labels', async () => {
    function Harness() {
      const [ticked, setTicked] = useState(false);
      const [on, setOn] = useState(false);
      return (
        <>
          <Checkbox checked={ticked} onCheckedChange={(d) => setTicked(d.checked === true)}>
            Remember me
          </Checkbox>
          <Switch checked={on} onCheckedChange={(d) => setOn(d.checked)} stateText={on ? 'On' : 'Off'}>
            Dark mode
          </Switch>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByText('Remember me'));
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText(/Dark mode/));
    expect(screen.getByRole('switch', { name: 'Dark mode On' }).getAttribute('aria-checked')).toBe('true');
  });
});
