import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import { CART_ERROR_CODES, type Cart } from '@/api/cart';
import { MIN_LINE_QUANTITY } from '@/domain/constants';
import { storeCartFacts } from '@/domain/store-cart-rules';
import { ORDERING_PAUSED_MESSAGE, storeDisplayName } from '@/domain/store-ordering';
import type { UsageType } from '@/domain/usage-type';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-errors';
import { cartKeys } from '@/web/data/query-keys';
import { AssociationDialog } from '@/web/shared/account/association-dialog';
import { queuedMessage, useCartWrite } from '@/web/shared/cart/cart-write';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { AddControls } from './add-controls';
import { noticeBox, noticeText } from './add-to-cart-styles';
import { AddedToCartDialog } from './added-to-cart-dialog';
import { BlockMessage, isConfirmable } from './block-message';
import type { AddToCartPanelProps } from './portal-panel';
import { StartNewCartDialog } from './start-new-cart-dialog';
import { useAddToCartDecision } from './use-add-to-cart-decision';

export const PAUSED_CART_NOTE = `${ORDERING_PAUSED_MESSAGE} You can still add items to your cart while you wait, so you're ready once the ability to checkout resumes.`;
export const LINE_FULL_MESSAGE = 'Your cart already holds as many of this item as one order can.';
export const associationNote = (storeName: string) => `Confirm your medical card to shop medical products at ${storeName}.`;
export const otherCartNote = (storeName: string) => `Your open cart is at ${storeName}. Adding this item starts a new cart.`;


/**
 * The shopper's add-to-cart panel (part 1 §4, §5): the gate's one message, else the
 * quantity picker and Add to Cart. A medical association or abandoning a cart elsewhere is asked
 * for when Add is pressed, then the add goes ahead. Refusals from the server show here and keep the
 * chosen quantity; a success opens the 'Added to Cart' popup.
 */
export function ShopperAddToCartPanel({ product, store, usageType }: AddToCartPanelProps) {
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const view = useAddToCartDecision({ product, store, usageType, quantity });
  const { add, isPending } = useAddItem();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [queued, setQueued] = useState<string | undefined>(undefined);
  const [asking, setAsking] = useState<'association' | 'new-cart' | null>(null);
  const [added, setAdded] = useState<{ key: number; open: boolean } | null>(null);
  const addButtonId = useId();
  const areaId = useId();
  // The Add button may be gone after an add (the category is full now): the area takes focus then.
  const returnFocus = () => document.getElementById(addButtonId) ?? document.getElementById(areaId);
  const storeName = storeDisplayName(store);

  function send(abandonExisting = false) {
    if (view.status !== 'ready') return;
    setRefusal(undefined);
    setQueued(undefined);
    const { cart } = view;
    const sameCart = cart && cart.store_id === store.id && cart.usage_type === usageType;
    add(
      { storeId: store.id, usageType, inventoryId: product.id, quantity: view.quantity, cartId: sameCart ? cart.id : undefined, abandonExisting },
      {
        onAdded: () => {
          setQuantity(MIN_LINE_QUANTITY);
          setAdded((previous) => ({ key: (previous?.key ?? 0) + 1, open: true }));
        },
        onRefused: (answer) => (answer.kind === 'cart-elsewhere' ? setAsking('new-cart') : setRefusal(answer.text)),
        onQueued: (message) => {
          setQuantity(MIN_LINE_QUANTITY);
          setQueued(message);
        },
      },
    );
  }

  function content() {
    if (view.status === 'loading') return <Spinner label="Checking your cart" />;
    if (view.status === 'error') {
      return (
        <div className={noticeBox} role="alert">
          <p className={noticeText}>We couldn't check your account. Please try again.</p>
          <Button variant="outline" size="sm" onClick={view.retry}>
            Try again
          </Button>
        </div>
      );
    }
    const { decision } = view;
    if (!decision.canAdd && !isConfirmable(decision)) return <BlockMessage block={decision} product={product} usage={usageType} user={view.user} />;
    if (view.maxQuantity <= 0) {
      return (
        <div className={noticeBox} role="status">
          <p className={noticeText}>{LINE_FULL_MESSAGE}</p>
        </div>
      );
    }
    const note = decision.canAdd
      ? storeCartFacts(store, usageType).cartAllowedWhilePaused
        ? PAUSED_CART_NOTE
        : undefined
      : decision.reason === 'needs-medical-association'
        ? associationNote(storeName)
        : otherCartNote(storeDisplayName(view.cart?.store));
    const onAdd = () => (decision.canAdd ? send() : setAsking(decision.reason === 'needs-medical-association' ? 'association' : 'new-cart'));
    return (
      <AddControls
        message={refusal ? { tone: 'error', text: refusal } : queued ? { tone: 'info', text: queued } : note ? { tone: 'info', text: note } : undefined}
        quantity={view.quantity}
        maxQuantity={view.maxQuantity}
        onQuantityChange={(next) => (setQuantity(next), setRefusal(undefined))}
        room={view.room}
        adding={isPending}
        onAdd={onAdd}
        addButtonId={addButtonId}
      />
    );
  }

  const cartStoreName = view.status === 'ready' && view.cart ? storeDisplayName(view.cart.store) : undefined;
  return (
    <div id={areaId} tabIndex={-1} className={css({ outline: 'none' })}>
      {content()}
      {added && (
        <AddedToCartDialog
          key={added.key}
          open={added.open}
          inventoryId={product.id}
          specials={product.specials}
          onClose={() => setAdded({ ...added, open: false })}
          finalFocusEl={returnFocus}
        />
      )}
      <StartNewCartDialog
        open={asking === 'new-cart'}
        cartStoreName={cartStoreName}
        onCancel={() => setAsking(null)}
        onConfirm={() => (setAsking(null), send(true))}
        finalFocusEl={returnFocus}
      />
      <AssociationDialog
        open={asking === 'association'}
        onClose={() => setAsking(null)}
        storeId={store.id}
        storeName={storeName}
        associationType="medical"
        onAssociated={() => send()}
      />
    </div>
  );
}

/** What a refused add means for the area: confirm abandoning the cart elsewhere, or say why. */
export type AddRefusal = { kind: 'cart-elsewhere' } | { kind: 'message'; text: string };

/**
 * Reads a failed carts/op/add-item (409 AddToCartBlocked with fields.reason, CartElsewhere,
 * NoInProcessCarts; anything else by its message). Never silent: every failure has words.
 */
export function addRefusal(error: unknown): AddRefusal {
  if (!(error instanceof ApiRequestError)) return { kind: 'message', text: GENERIC_ERROR };
  const code = error.body?.code;
  const reason = error.fields?.reason?.[0];
  if (code === CART_ERROR_CODES.cartElsewhere || (code === CART_ERROR_CODES.addToCartBlocked && reason === 'cart-at-other-store')) {
    return { kind: 'cart-elsewhere' };
  }
  return { kind: 'message', text: error.message || GENERIC_ERROR };
}

export interface AddItemRequest {
  storeId: number;
  usageType: UsageType;
  inventoryId: number;
  quantity: number;
  /** The open cart, when it is for this store and usage type. */
  cartId?: number;
  /** The shopper confirmed that the open cart elsewhere may be abandoned. */
  abandonExisting?: boolean;
}

/**
 * carts/op/add-item. The answer (the cart as the server priced it, with warnings as persistent toasts)
 * goes into the cache through the shared cart write; a refusal reloads the open cart, because the
 * server knew something the page did not (another tab changed the cart, stock ran out).
 */
export function useAddItem() {
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  const write = useCartWrite('addItem', { hideErrorToast: true });

  function add(
    request: AddItemRequest,
    handlers: { onAdded: (cart: Cart) => void; onRefused: (refusal: AddRefusal) => void; onQueued: (message: string) => void },
  ) {
    const body = {
      store_id: request.storeId,
      usage_type: request.usageType,
      inventory_id: request.inventoryId,
      quantity: request.quantity,
      ...(request.cartId !== undefined && { cart_id: request.cartId }),
      ...(request.abandonExisting && { abandon_existing: true }),
    };
    write.mutate(body, {
      // No network: the add waits on the device and is sent when the connection returns (README "Writes made offline").
      onSuccess: (result) => (result.status === 'queued' ? handlers.onQueued(queuedMessage('addItem')) : handlers.onAdded(result.value)),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: cartKeys.open(userId) });
        handlers.onRefused(addRefusal(error));
      },
    });
  }

  return { add, isPending: write.isPending };
}
