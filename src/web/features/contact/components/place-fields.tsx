import { INQUIRY_RULES, type InquiryType } from '@/domain/contact-form';
import { isNetworkFailure } from '@/web/data/api-errors';
import { useContactOrders } from '../api/contact-orders';
import type { ContactDraft, FormProblems } from '../contact-draft';
import { OrderPicker, ProductPicker } from './order-fields';
import { StoreSelect, UsageTypeSelect } from './store-fields';

export interface PlaceFieldsProps {
  section: InquiryType;
  signedIn: boolean;
  draft: ContactDraft;
  problems: FormProblems;
  onChange: (change: Partial<ContactDraft>) => void;
}

const EMPTY_TEXT: Partial<Record<InquiryType, string>> = {
  returns: 'You have no completed orders to return yet.',
  cancel: 'You have no orders that can still be cancelled.',
};

/**
 * What the request is about (part 2 §5, §6): visitors name a usage type and a store; signed-in
 * users pick an order, or else a store, as the inquiry type asks; returns also pick a product.
 */
export function PlaceFields({ section, signedIn, draft, problems, onChange }: PlaceFieldsProps) {
  const rule = INQUIRY_RULES[section];
  if (!signedIn) {
    return (
      <>
        {rule.visitorUsageType && <UsageTypeSelect draft={draft} problems={problems} onChange={onChange} />}
        <StoreSelect draft={draft} problems={problems} onChange={onChange} />
      </>
    );
  }
  if (rule.about === 'nothing') return null;
  if (rule.about === 'store') return <StoreSelect draft={draft} problems={problems} onChange={onChange} />;
  return <MemberOrderFields section={section} draft={draft} problems={problems} onChange={onChange} />;
}

function MemberOrderFields({ section, draft, problems, onChange }: Omit<PlaceFieldsProps, 'signedIn'>) {
  const rule = INQUIRY_RULES[section];
  const query = useContactOrders(rule.orderStatuses);
  const offline = isNetworkFailure(query.error);
  const orders = { data: query.data?.data, isError: query.isError, offline, refetch: () => void query.refetch() };
  const chosen = orders.data?.find((order) => order.id === draft.orderId);
  const optional = rule.about !== 'order';
  return (
    <>
      <OrderPicker
        orders={orders}
        value={draft.orderId}
        optional={optional}
        emptyText={EMPTY_TEXT[section] ?? 'You have no orders yet.'}
        problems={problems}
        onChange={(orderId) => onChange({ orderId })}
      />
      {section === 'returns' && <ProductPicker order={chosen} value={draft.productId} problems={problems} onChange={(productId) => onChange({ productId })} />}
      {rule.about === 'order-or-store' && draft.orderId === undefined && (
        <StoreSelect draft={draft} problems={problems} onChange={onChange} helper="Not about an order? Choose the store your question is about." />
      )}
    </>
  );
}
