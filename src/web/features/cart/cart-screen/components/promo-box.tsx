import { useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { CART_ERROR_CODES, CART_MESSAGES, type Cart } from '@/api/cart';
import { promoShortfallCents } from '@/domain/cart-pricing';
import { formatCents } from '@/domain/money';
import { ApiRequestError } from '@/web/data/api-errors';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { Notice } from '@/web/ui/notice';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { Button } from '@/web/ui/button';
import { chip } from '@/web/ui/chip';
import { TextField } from '@/web/ui/field';
import { CloseIcon } from '@/web/ui/icons';
import { cartRef } from '@/web/shared/cart/cart-ref';
import { stack } from '@/web/shared/cart/styles';

/**
 * The promo code box (part 2 §5 Checkout 'Promo Apply needs a non-empty code'; §8 Ordering and
 * checkout): Apply stays disabled until something is typed; the server's refusal shows under the
 * field and keeps what was typed; an applied code shows as the chip 'Promo Applied: {code}' with a
 * remove button, and a single-use code adds its notice with what the code is worth in full.
 *
 * A single-use code that would take less than its face value here (the discounts before it left
 * less) is not applied silently: the server refuses it with PromoPartial and says how much it would
 * take; the shopper applies it anyway or keeps it for later (README "How a cart is priced"). While
 * an applied code takes less than its face value, its notice says so.
 */
export function PromoBox({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  /** The server's account of a code that would take less than its face value, while the shopper decides. */
  const [partial, setPartial] = useState<string | undefined>(undefined);
  const [partialError, setPartialError] = useState<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const section = useRef<HTMLElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form);
  const apply = useCartWrite<{ store_id: number; cart_id: number; promo_code: string; accept_partial?: boolean }>('applyPromoCode', { hideErrorToast: true });
  const remove = useCartWrite<{ store_id: number; cart_id: number }>('removePromoCode');

  function send(acceptPartial: boolean) {
    apply.mutate(
      { ...cartRef(cart), promo_code: code.trim(), ...(acceptPartial && { accept_partial: true }) },
      {
        onSuccess: () => {
          setCode('');
          setPartial(undefined);
        },
        onError: (caught) => {
          if (acceptPartial) {
            setPartialError(caught.message);
          } else if (caught instanceof ApiRequestError && caught.body?.code === CART_ERROR_CODES.promoPartial) {
            setPartial(caught.message);
          } else {
            setError(caught.message);
            focusFirstProblem();
          }
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setError(undefined);
    setPartialError(undefined);
    send(false);
  }

  const promo = cart.promo;
  return (
    <section ref={section} aria-labelledby="promo-title" className={stack}>
      <h2 id="promo-title" className={css({ fontWeight: 'bold' })}>
        Promo code
      </h2>
      {promo ? (
        <>
          <span className={cx(chip({ tone: 'brand' }), css({ alignSelf: 'flex-start', minH: '9', pr: '1', fontSize: 'sm' }))}>
            {CART_MESSAGES.promoApplied(promo.code)}
            <button
              type="button"
              aria-label={`Remove promo code ${promo.code}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(cartRef(cart))}
              className={css({ display: 'inline-grid', placeItems: 'center', width: '8', height: '8', borderRadius: 'full', cursor: 'pointer', _hover: { bg: 'wash' }, _disabled: { opacity: 0.5 } })}
            >
              <CloseIcon aria-hidden />
            </button>
          </span>
          {promo.single_use && <PromoNotice promo={promo} />}
        </>
      ) : (
        <form ref={form} onSubmit={submit} noValidate className={css({ display: 'flex', alignItems: 'flex-start', gap: '2' })}>
          <div className={css({ flex: '1', minW: '0' })}>
            <TextField
              label="Promo code"
              hideLabel
              name="promo_code"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="Enter a promo code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={error}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!code.trim()} loading={apply.isPending && !partial} loadingText="Applying">
            Apply
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={partial !== undefined}
        title="Apply this promo code?"
        confirmLabel="Apply anyway"
        busy={apply.isPending}
        busyLabel="Applying"
        error={partialError}
        onCancel={() => setPartial(undefined)}
        onConfirm={() => {
          setPartialError(undefined);
          send(true);
        }}
        // Back to the field on Cancel; once applied, the field is gone and the chip's remove button stands there.
        finalFocusEl={() => section.current?.querySelector<HTMLElement>('input, button') ?? null}
      >
        <p>{partial}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The single-use notice (part 2 §8) at the code's face value, saying first when it takes less here. */
function PromoNotice({ promo }: { promo: NonNullable<Cart['promo']> }) {
  const worth = formatCents(promo.face_value_cents ?? promo.discount_cents);
  const shortfall = promoShortfallCents({ singleUse: promo.single_use, discountCents: promo.discount_cents, faceValueCents: promo.face_value_cents });
  if (shortfall > 0) return <Notice tone="warning">{CART_MESSAGES.promoPartial(promo.code, formatCents(promo.discount_cents), worth)}</Notice>;
  return <Notice tone="info">{CART_MESSAGES.promoSingleUse(promo.code, worth)}</Notice>;
}
