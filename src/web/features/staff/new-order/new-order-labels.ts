/** The visible words of ordering on behalf (part 2 §2 "Staff home", §4 "Staff order on behalf"). */
export const NEW_ORDER_LABELS = {
  createTitle: 'Create New Order',
  continueTitle: 'Continue Order',
  newTab: 'New Customer',
  existingTab: 'Existing Customer',
  startOrder: 'Start Order',
  continueOrder: 'Continue Order',
  viewCart: 'View Cart',
  abandonOrder: 'Abandon Order',
  placeOrder: 'Place Order',
  searchLabel: 'Search customers',
  searchHelp: 'Name, phone or email',
  resultsLegend: 'Customers found',
  noResults: 'No customers found.',
  menuLegend: 'Menu',
  byLegend: 'Reach them by',
  debugSummary: 'Debug inventory',
  noDebug: 'No debug details',
} as const;

export const NEW_ORDER_MESSAGES = {
  searchFailed: 'We could not search customers. Check your connection and try again.',
  orderFailed: 'We could not load the order you started. Check your connection and try again.',
  orderOffline: "Ordering on behalf needs a connection. It will continue as soon as you're back online.",
  noStartedOrder: 'No order is started.',
  abandoned: 'The order was abandoned.',
  started: (customer: string) => `Order started for ${customer}.`,
  abandonBody: (customer: string) => `The order for ${customer} is cancelled and its items go back on the shelf. This cannot be undone.`,
  moreResults: (shown: number, total: number) => `Showing ${shown} of ${total}. Type more to narrow the search.`,
  debugFailed: 'We could not load the debug details.',
} as const;
