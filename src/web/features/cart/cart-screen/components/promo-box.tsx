import { useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { CART_MESSAGES, type Cart } from '@/api/cart';
import { formatCents } from '@/domain/money';
import { Notice } from '@/web/ui/notice';
import { useFocusFirstProblem } from '@/web/ui/use-focus-first-problem';
import { useCartWrite } from '@/web/features/cart/api/cart-actions';
import { Button } from '@/web/ui/button';
import { chip } from '@/web/ui/chip';
import { TextField } from '@/web/ui/field';
import { CloseIcon } from '@/web/ui/icons';
import { cartRef } from '../model/cart-ref';
import { stack } from '../styles';

/**
 * The promo code box (part 2 §5 Checkout 'Promo Apply needs a non-empty code'; §8 Ordering and
 * checkout): Apply stays disabled until something is typed; the server's refusal shows under the
 * field and keeps what was typed; an applied code shows as the chip 'Promo Applied: {code}' with a
 * remove button, and a single-use code adds its notice.
 */
export function PromoBox({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form);
  const apply = useCartWrite<{ store_id: number; cart_id: number; promo_code: string }>('applyPromoCode', { hideErrorToast: true });
  const remove = useCartWrite<{ store_id: number; cart_id: number }>('removePromoCode');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setError(undefined);
    apply.mutate(
      { ...cartRef(cart), promo_code: code.trim() },
      {
        onSuccess: () => setCode(''),
        onError: (caught) => {
          setError(caught.message);
          focusFirstProblem();
        },
      },
    );
  }

  const promo = cart.promo;
  return (
    <section aria-labelledby="promo-title" className={stack}>
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
          {promo.single_use && <Notice tone="info">{CART_MESSAGES.promoSingleUse(promo.code, formatCents(promo.discount_cents))}</Notice>}
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
          <Button type="submit" variant="outline" disabled={!code.trim()} loading={apply.isPending} loadingText="Applying">
            Apply
          </Button>
        </form>
      )}
    </section>
  );
}
