import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { dollarsToPoints, LOYALTY_MESSAGES, pointsToWholeDollars, redemptionAllowed, redemptionProblem } from '@/domain/loyalty-redemption';
import { formatCents } from '@/domain/money';
import { useLoyaltyStatus } from '@/web/data/user-queries';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { Notice } from '@/web/ui/notice';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { cartRef } from '@/web/shared/cart/cart-ref';
import { muted, stack } from '@/web/shared/cart/styles';

export const POINTS_TROUBLE = "We're having trouble retrieving your points.";

export interface RewardsBoxProps {
  cart: Cart;
  store: Store;
  user: User;
  pointsPerDollar: number;
}

/**
 * Rewards on the cart (part 2 §3 Loyalty view, §4 Loyalty, §5 Rewards, §8 Rewards): the points
 * available, a whole-dollar redemption checked with redemptionProblem before any call (the server
 * checks again), the applied redemption removable after the 'Remove loyalty points' confirmation,
 * and 'Invalid rewards redemption.' when the server marks it invalid.
 */
export function RewardsBox({ cart, store, user, pointsPerDollar }: RewardsBoxProps) {
  const status = useLoyaltyStatus(true);
  const available = status.data?.available_points ?? user.user_loyalty?.available_points;
  const storeAllows = redemptionAllowed(store.loyalty_admin, cart.usage_type);
  const [dollars, setDollars] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form);
  const redeem = useCartWrite<{ store_id: number; cart_id: number; loyalty_points: number }>('redeemLoyalty', { hideErrorToast: true });
  const remove = useCartWrite<{ store_id: number; cart_id: number }>('removeLoyalty', { hideErrorToast: true });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = redemptionProblem({
      dollarsText: dollars,
      availablePoints: available ?? 0,
      maxDollars: cart.loyalty_max_redemption_dollars,
      pointsPerDollar,
      phoneVerified: user.is_phone_verified,
      storeAllows,
    });
    setError(problem);
    if (problem) {
      focusFirstProblem();
      return;
    }
    redeem.mutate(
      { ...cartRef(cart), loyalty_points: dollarsToPoints(Number(dollars.trim()), pointsPerDollar) },
      {
        onSuccess: () => setDollars(''),
        onError: (caught) => {
          setError(caught.message);
          focusFirstProblem();
        },
      },
    );
  }

  const applied = cart.loyalty_points_redeemed > 0;
  return (
    <section aria-labelledby="rewards-title" className={stack}>
      <h2 id="rewards-title" className={css({ fontWeight: 'bold' })}>
        Rewards
      </h2>
      {available === undefined ? (
        <p className={muted}>{POINTS_TROUBLE}</p>
      ) : (
        <p className={muted}>
          You have <strong className={css({ color: 'ink' })}>{available.toLocaleString('en-US')} points</strong> (worth {formatCents(pointsToWholeDollars(available, pointsPerDollar) * 100)}).
        </p>
      )}
      {cart.loyalty_invalid && <Notice tone="error">{LOYALTY_MESSAGES.invalid}</Notice>}
      {applied ? (
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', p: '3', bg: 'brand.soft', borderRadius: 'md' })}>
          <span>
            Rewards applied: <strong>{formatCents(cart.discount_loyalty_cents)}</strong> ({cart.loyalty_points_redeemed.toLocaleString('en-US')} points)
          </span>
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            Remove
          </Button>
        </div>
      ) : !storeAllows ? (
        <p className={muted}>{LOYALTY_MESSAGES.storeDisallows}</p>
      ) : (
        <form ref={form} onSubmit={submit} noValidate className={css({ display: 'flex', alignItems: 'flex-start', gap: '2' })}>
          <div className={css({ flex: '1', minW: '0' })}>
            <TextField
              label="Dollars to redeem"
              name="loyalty_dollars"
              inputMode="numeric"
              autoComplete="off"
              value={dollars}
              onChange={(event) => setDollars(event.target.value)}
              helperText={`Whole dollars, up to $${cart.loyalty_max_redemption_dollars} on this order. ${pointsPerDollar} points = $1.`}
              error={error}
            />
          </div>
          <Button type="submit" variant="outline" disabled={!dollars.trim()} loading={redeem.isPending} loadingText="Redeeming" className={css({ mt: '7' })}>
            Redeem
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove loyalty points"
        confirmLabel="Remove"
        busy={remove.isPending}
        busyLabel="Removing"
        error={remove.error ? remove.error.message : undefined}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(cartRef(cart), { onSuccess: () => setConfirming(false) })}
      >
        <p>Remove the rewards discount from this order? The points stay in your account.</p>
      </ConfirmDialog>
    </section>
  );
}
