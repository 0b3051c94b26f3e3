import { formatCents } from '@/domain/money';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { orderNumber } from '@/web/shared/orders/order-format';

/**
 * What the kiosk's new-order screens say (DECISIONS.md "Modes of the one installable app": "build a
 * check-in order under a name and phone").
 */
export const ORDER_TEXT = {
  startTitle: 'No order yet?',
  startIntro: "Choose your items here and we'll have them ready.",
  start: 'Start a New Order',
  usageTitle: 'Which menu?',
  usageIntro: 'Choose the menu you are shopping today.',
  menuTitle: 'New Order',
  menuOf: (usage: UsageType) => `${USAGE_LABEL[usage]} menu`,
  changeMenu: 'Change Menu',
  categories: 'Categories',
  menuLoading: 'Loading the menu',
  menuFailed: "The menu couldn't be loaded.",
  tryAgain: 'Try Again',
  noProducts: 'Nothing in this category right now.',
  showMore: 'Show More',
  add: 'Add',
  addNamed: (name: string) => `Add ${name}`,
  soldOut: 'Sold Out',
  inCart: 'In your order',
  review: 'Review Order',
  reviewTitle: 'Review Your Order',
  emptyCart: 'Your order is empty. Add items from the menu.',
  addMore: 'Add More Items',
  backToMenu: 'Back to Menu',
  remove: 'Remove',
  removeNamed: (name: string) => `Remove ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  decrease: (name: string) => `One fewer ${name}`,
  increase: (name: string) => `One more ${name}`,
  each: (cents: number) => `${formatCents(cents)} each`,
  subtotal: 'Subtotal',
  priceNote: 'Menu prices. The store confirms the final price, with taxes and discounts, at the counter.',
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  contactTitle: 'Your Details',
  contactIntro: "We'll call your name when your order is ready.",
  firstName: 'First name',
  lastName: 'Last name (optional)',
  phone: 'Mobile phone',
  place: 'Place Order',
  placing: 'Placing your order',
  startOver: 'Start Over',
  placedTitle: 'Order placed',
  orderNumber: (id: number) => `Order ${orderNumber(id)}`,
  total: 'Total',
  done: 'Done',
} as const;
