import { getRouteApi } from '@tanstack/react-router';
import { PromotionalScreen } from './promotional-screen';
import { TransactionalScreen } from './transactional-screen';

const accountTransactional = getRouteApi('/account/transactional');
const registerTransactions = getRouteApi('/register/transactions');

/** /account/transactional */
export function AccountTransactionalPage() {
  const { optin } = accountTransactional.useSearch();
  return <TransactionalScreen flow="account" optin={optin} />;
}

/** /register/transactions: the registration step after phone verification. */
export function RegisterTransactionsPage() {
  const { optin } = registerTransactions.useSearch();
  return <TransactionalScreen flow="register" optin={optin} />;
}

/** /account/promotional */
export function AccountPromotionalPage() {
  return <PromotionalScreen flow="account" />;
}

/** /register/promotions: the last registration step before success. */
export function RegisterPromotionsPage() {
  return <PromotionalScreen flow="register" />;
}
