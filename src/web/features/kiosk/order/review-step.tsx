import { useEffect, useRef, type Dispatch, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { formatCents } from '@/domain/money';
import { Button } from '@/web/ui/button';
import { Notice } from '@/web/ui/notice';
import { kioskButton, kioskText, kioskTitle } from '../screen/kiosk-styles';
import { CartLines } from './cart-lines';
import { ContactFields } from './contact-fields';
import { cartSubtotalCents, type KioskCart, type KioskCartAction } from './kiosk-cart';
import type { ContactErrors, ContactField, KioskContact } from './order-request';
import { ORDER_TEXT } from './order-text';
import { orderHeader, orderPanel, orderScreen, sectionTitle } from './order-styles';

/** What stopped the last Place Order, by where it shows; `attempt` counts the tries that failed. */
export interface ReviewProblems {
  attempt: number;
  fields: ContactErrors;
  lines: Readonly<Record<number, string>>;
  message: string | undefined;
}

interface ReviewStepProps {
  cart: KioskCart;
  dispatch: Dispatch<KioskCartAction>;
  contact: KioskContact;
  onContact: (field: ContactField, value: string) => void;
  problems: ReviewProblems;
  placing: boolean;
  onPlace: () => void;
  onBack: () => void;
  onStartOver: () => void;
}

/**
 * The kiosk order's review (README "A kiosk order is a walk-in's, placed only online"): the lines with
 * steppers and Remove, the subtotal at menu prices, who it is for, and Place Order. A refusal shows by
 * its line or field, or by the button; the cart and what was typed stay.
 */
export function ReviewStep({ cart, dispatch, contact, onContact, problems, placing, onPlace, onBack, onStartOver }: ReviewStepProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  // After a failed try, focus goes to the first field to fix (the message by the button takes it otherwise).
  useEffect(() => {
    if (problems.attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems.attempt]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onPlace();
  }

  return (
    <section className={orderScreen} aria-labelledby="kiosk-review-title" data-testid="kiosk-review">
      <div className={orderHeader}>
        <h1 id="kiosk-review-title" ref={title} tabIndex={-1} className={kioskTitle}>
          {ORDER_TEXT.reviewTitle}
        </h1>
        <Button variant="ghost" className={kioskButton} onClick={onStartOver} data-testid="kiosk-order-start-over">
          {ORDER_TEXT.startOver}
        </Button>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: '5', alignItems: 'start' })}>
        <div className={orderPanel}>
          {cart.length === 0 ? (
            <p className={kioskText}>{ORDER_TEXT.emptyCart}</p>
          ) : (
            <CartLines cart={cart} dispatch={dispatch} problems={problems.lines} />
          )}
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' })}>
            <span className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>{ORDER_TEXT.subtotal}</span>
            <span className={css({ fontSize: '3xl', fontWeight: 'black' })} data-testid="kiosk-subtotal">
              {formatCents(cartSubtotalCents(cart))}
            </span>
          </div>
          <p className={css({ fontSize: 'lg', color: 'muted' })}>{ORDER_TEXT.priceNote}</p>
          <Button variant="outline" className={kioskButton} fullWidth onClick={onBack}>
            {cart.length === 0 ? ORDER_TEXT.backToMenu : ORDER_TEXT.addMore}
          </Button>
        </div>
        <form ref={form} noValidate onSubmit={submit} className={orderPanel} aria-labelledby="kiosk-contact-title" data-testid="kiosk-contact-form">
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <h2 id="kiosk-contact-title" className={sectionTitle}>
              {ORDER_TEXT.contactTitle}
            </h2>
            <p className={css({ fontSize: 'lg' })}>{ORDER_TEXT.contactIntro}</p>
          </div>
          <ContactFields contact={contact} errors={problems.fields} onChange={onContact} disabled={placing} />
          {problems.message && (
            <Notice tone="error" className={css({ fontSize: 'lg' })}>
              <span data-testid="kiosk-order-problem">{problems.message}</span>
            </Notice>
          )}
          <Button type="submit" className={kioskButton} fullWidth loading={placing} loadingText={ORDER_TEXT.placing} data-testid="kiosk-place-order">
            {ORDER_TEXT.place}
          </Button>
        </form>
      </div>
    </section>
  );
}
