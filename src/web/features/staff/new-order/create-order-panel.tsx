import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { StaffStore } from '@/api/staff';
import { STAFF_ORDER_ERROR_CODES, type CustomerSearchResult } from '@/api/staff-orders';
import type { UsageType } from '@/domain/usage-type';
import { ApiRequestError, GENERIC_ERROR } from '@/web/data/api-errors';
import { shoppingState } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { Notice } from '@/web/ui/notice';
import { Tabs } from '@/web/ui/tabs';
import { useStartStaffOrder } from '../api/staff-order-writes';
import { usageAtStore } from '../shop-follows-working-store';
import { CustomerSearch } from './customer-search';
import { NEW_ORDER_LABELS, NEW_ORDER_MESSAGES } from './new-order-labels';
import { NewCustomerFields } from './new-customer-fields';
import { orderCustomerName } from './order-customer';
import { customerChosen, EMPTY_NEW_CUSTOMER, serverFieldErrors, startOrderCustomer, type CustomerTab, type NewCustomerDraft, type StartOrderErrors } from './start-order-input';
import { UsageChoice } from './usage-choice';

const panelTitle = css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' });

/** The store's usage type the shop was last on, else its first. */
const initialUsage = (store: StaffStore): UsageType => usageAtStore(store, shoppingState.usageType);

/**
 * The Create New Order panel of the staff home (part 2 §2; §4 "New or existing customer tab, then
 * Start Order"). Start Order looks disabled until a customer is chosen, yet stays focusable: pressing
 * it then says 'Please select a customer first.' (part 2 §8). A 409 StaffOrderInProgress asks
 * 'Abandon Order' and, confirmed, starts again with abandon_existing. Everything typed stays on errors.
 */
export function CreateOrderPanel({ store, onStarted }: { store: StaffStore; onStarted: () => void }) {
  const [tab, setTab] = useState<CustomerTab>('new');
  const [draft, setDraft] = useState<NewCustomerDraft>(EMPTY_NEW_CUSTOMER);
  const [selected, setSelected] = useState<CustomerSearchResult | undefined>(undefined);
  const [usage, setUsage] = useState<UsageType>(() => initialUsage(store));
  const [errors, setErrors] = useState<StartOrderErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [conflict, setConflict] = useState<string | undefined>(undefined);
  const start = useStartStaffOrder();
  const titleId = useId();
  const chosen = customerChosen(tab, draft, selected);
  const usageType = store.usage_types.includes(usage) ? usage : initialUsage(store);

  function send(abandonExisting = false) {
    setFailure(undefined);
    const input = startOrderCustomer(tab, draft, selected);
    if ('errors' in input) return setErrors(input.errors);
    setErrors({});
    start.mutate(
      { store_id: store.id, usage_type: usageType, customer: input.customer, ...(abandonExisting && { abandon_existing: true }) },
      {
        onSuccess: (envelope) => {
          setConflict(undefined);
          setDraft(EMPTY_NEW_CUSTOMER);
          setSelected(undefined);
          showToast('success', NEW_ORDER_MESSAGES.started(orderCustomerName(envelope.customer)));
          onStarted();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.body?.code === STAFF_ORDER_ERROR_CODES.orderInProgress) return setConflict(error.message);
          setConflict(undefined);
          const fields = error instanceof ApiRequestError ? serverFieldErrors(error.fields) : undefined;
          if (fields) return setErrors(fields);
          setFailure(error.message || GENERIC_ERROR);
        },
      },
    );
  }

  const clearCustomerError = () => setErrors(({ customer: _dropped, ...rest }) => rest);

  return (
    <Card asChild padding="lg">
      <section aria-labelledby={titleId} className={css({ gap: '5' })}>
        <h2 id={titleId} className={panelTitle}>
          {NEW_ORDER_LABELS.createTitle}
        </h2>
        <Tabs.Root value={tab} onValueChange={(details) => (setTab(details.value as CustomerTab), clearCustomerError())}>
          <Tabs.List>
            <Tabs.Trigger value="new">{NEW_ORDER_LABELS.newTab}</Tabs.Trigger>
            <Tabs.Trigger value="existing">{NEW_ORDER_LABELS.existingTab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="new">
            <NewCustomerFields draft={draft} onChange={(next) => (setDraft(next), clearCustomerError())} errors={errors} />
          </Tabs.Content>
          <Tabs.Content value="existing">
            <CustomerSearch storeId={store.id} selected={selected} onSelect={(customer) => (setSelected(customer), clearCustomerError())} error={tab === 'existing' ? errors.customer : undefined} />
          </Tabs.Content>
        </Tabs.Root>
        <UsageChoice offered={store.usage_types} value={usageType} onChange={setUsage} error={errors.usage_type} />
        {tab === 'new' && errors.customer && <Notice tone="error">{errors.customer}</Notice>}
        {failure && <Notice tone="error">{failure}</Notice>}
        <Button
          size="lg"
          className={css({ alignSelf: { base: 'stretch', sm: 'flex-start' }, minW: { sm: '14rem' } })}
          aria-disabled={!chosen || undefined}
          loading={start.isPending}
          loadingText="Starting the order"
          onClick={() => send()}
        >
          {NEW_ORDER_LABELS.startOrder}
        </Button>
        <ConfirmDialog
          open={conflict !== undefined}
          title={NEW_ORDER_LABELS.abandonOrder}
          confirmLabel={NEW_ORDER_LABELS.abandonOrder}
          busy={start.isPending}
          busyLabel="Abandoning"
          onCancel={() => setConflict(undefined)}
          onConfirm={() => send(true)}
        >
          <p>{conflict}</p>
        </ConfirmDialog>
      </section>
    </Card>
  );
}
