import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-errors';
import { Button } from '@/web/ui/button';
import { Notice } from '@/web/ui/notice';
import { Tabs } from '@/web/ui/tabs';
import { checkInOrQueue, type CheckInOutcome } from '../api/send-check-in';
import { isUnpinned } from '../api/kiosk-me';
import { forgetKioskPin, type KioskCredentials } from '../kiosk-pin';
import { checkInBodyFrom, formatTyped, withoutLastDigit, withPadDigit, type CheckInMode } from './check-in-input';
import { DigitPad } from './digit-pad';
import { kioskButton, kioskInput, kioskPanel, kioskText, kioskTitle } from './kiosk-styles';

export const CHECK_IN_TEXT = {
  title: 'Check In',
  intro: 'Find your order by the phone number on it or by its order number.',
  phoneTab: 'Phone Number',
  orderTab: 'Order Number',
  phoneLabel: 'Phone number',
  orderLabel: 'Order number',
  submit: 'Check In',
  startOver: 'Start Over',
} as const;

/** Phone field and buttons beside the number pad on a landscape tablet, above and below it on a phone. */
const formGrid = css({
  display: 'grid',
  gap: '5',
  gridTemplateAreas: { base: '"field" "pad" "actions"', sm: '"field pad" "actions pad"' },
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gridTemplateRows: { sm: 'auto 1fr' },
  columnGap: '8',
});
const tabTrigger = css({ minH: '14!', px: '6!', fontSize: 'xl', flex: '1' });

/**
 * Check in for an existing order: by phone (10 digits, shown formatted) or by order
 * number, typed or on the number pad. Not found keeps what was typed; a check-in without a network
 * is kept and sent later (send-check-in.ts).
 */
export function CheckInForm({ pin, onResult, onStartOver }: { pin: KioskCredentials; onResult: (outcome: CheckInOutcome) => void; onStartOver: () => void }) {
  const [mode, setMode] = useState<CheckInMode>('phone');
  const [typed, setTyped] = useState<Record<CheckInMode, string>>({ phone: '', order: '' });
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const errorId = useId();
  useEffect(() => title.current?.focus({ preventScroll: true }), []);

  const checkIn = useMutation({
    mutationFn: (body: Parameters<typeof checkInOrQueue>[1]) => checkInOrQueue(pin, body),
    // The queue decides what no network means; the mutation itself must always run.
    networkMode: 'always',
    onSuccess: onResult,
    onError: (error) => {
      if (isUnpinned(error)) return forgetKioskPin();
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const message = fields?.phone?.[0] ?? fields?.order_id?.[0];
      if (message) {
        setFieldError(message);
        input.current?.focus();
        return;
      }
      setProblem(error instanceof ApiRequestError && error.status === 404 ? KIOSK_MESSAGES.checkInNotFound : error instanceof Error ? error.message : GENERIC_ERROR);
    },
  });

  const value = typed[mode];
  const type = (next: string) => {
    setTyped((current) => ({ ...current, [mode]: formatTyped(mode, next) }));
    setFieldError(undefined);
    setProblem(undefined);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const request = checkInBodyFrom(mode, value);
    setProblem(undefined);
    if (request.error !== undefined) {
      setFieldError(request.error);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    checkIn.mutate(request.body);
  }

  const label = mode === 'phone' ? CHECK_IN_TEXT.phoneLabel : CHECK_IN_TEXT.orderLabel;
  return (
    <section className={cx(kioskPanel, css({ maxW: { sm: '1040px' } }))} aria-labelledby="kiosk-check-in-title">
      <h1 id="kiosk-check-in-title" ref={title} tabIndex={-1} className={kioskTitle}>
        {CHECK_IN_TEXT.title}
      </h1>
      <p className={kioskText}>{CHECK_IN_TEXT.intro}</p>
      <Tabs.Root
        value={mode}
        onValueChange={(details) => {
          setMode(details.value as CheckInMode);
          setFieldError(undefined);
          setProblem(undefined);
        }}
      >
        <Tabs.List>
          <Tabs.Trigger value="phone" className={tabTrigger} data-testid="kiosk-tab-phone">
            {CHECK_IN_TEXT.phoneTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="order" className={tabTrigger} data-testid="kiosk-tab-order">
            {CHECK_IN_TEXT.orderTab}
          </Tabs.Trigger>
        </Tabs.List>
        {/* One panel, the active tab's: both tabs fill in the same form. */}
        <Tabs.Content value={mode}>
          <form onSubmit={onSubmit} noValidate className={formGrid} data-testid="kiosk-check-in-form">
            <div className={css({ gridArea: 'field', display: 'flex', flexDirection: 'column', gap: '3' })}>
              <label htmlFor={inputId} className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
                {label}
              </label>
              <input
                key={mode}
                id={inputId}
                ref={input}
                className={kioskInput}
                type={mode === 'phone' ? 'tel' : 'text'}
                inputMode="numeric"
                autoComplete="off"
                placeholder={mode === 'phone' ? '(555) 555-5555' : undefined}
                value={value}
                onChange={(event) => type(event.currentTarget.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? errorId : undefined}
                data-testid={mode === 'phone' ? 'kiosk-phone-input' : 'kiosk-order-input'}
              />
              {fieldError && (
                <p id={errorId} className={css({ fontSize: 'lg', color: 'danger', fontWeight: 'medium' })} data-testid="kiosk-field-error">
                  {fieldError}
                </p>
              )}
              {problem && (
                <Notice tone="error" className={css({ fontSize: 'lg' })}>
                  <span data-testid="kiosk-check-in-error">{problem}</span>
                </Notice>
              )}
            </div>
            <div className={css({ gridArea: 'pad' })}>
              <DigitPad
                disabled={checkIn.isPending}
                onDigit={(digit) => type(withPadDigit(mode, value, digit))}
                onDelete={() => type(withoutLastDigit(value))}
                onClear={() => type('')}
              />
            </div>
            <div className={css({ gridArea: 'actions', display: 'flex', flexDirection: 'column', gap: '3', alignSelf: 'end' })}>
              <Button type="submit" className={kioskButton} fullWidth loading={checkIn.isPending} loadingText="Checking in" data-testid="kiosk-check-in-submit">
                {CHECK_IN_TEXT.submit}
              </Button>
              <Button variant="ghost" className={kioskButton} fullWidth onClick={onStartOver} data-testid="kiosk-start-over">
                {CHECK_IN_TEXT.startOver}
              </Button>
            </div>
          </form>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
